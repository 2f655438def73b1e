import { useState } from 'react'
import { ErrorState } from '../../../components/ui/error-state'
import { Field } from '../../../components/ui/field'
import { Money } from '../../../components/ui/money'
import { Select } from '../../../components/ui/select'
import { Muted } from '../../../components/ui/text'
import { formatCount, formatDateTime } from '../../../lib/format'
import type { Sums } from '../day-totals'
import { GROUPINGS, groupingFor, type Grouping } from '../figures'
import type { FigureFilters } from '../day-totals'
import { GROUPING_LABELS, rangeLabel } from '../labels'
import type { DayRange } from '../range'
import type { CopyStatus } from '../use-ledger-copy'
import { useRangeFigures } from '../use-range-figures'
import { FIGURES_PENDING } from './figures-pending'
import { FiguresTable } from './figures-table'
import { LedgerChart } from './ledger-chart'
import styles from './ledger-chart.module.css'

const SUM_LABELS: [keyof Sums, string][] = [
  ['in', 'Money in'],
  ['out', 'Money out'],
  ['fines', 'Fines'],
  ['payouts', 'Payouts'],
  ['net', 'Net'],
]

export interface RangeFiguresProps {
  shop: string
  status: CopyStatus
  range: DayRange
  filters: FigureFilters
}

/**
 * A chosen range's sums over every page, and the chart of in, out and net with its table: fetched with the first
 * range the seller chooses, not with the ledger, whose default (all time) shows none of it.
 */
export default function RangeFigures({ shop, status, range, filters }: RangeFiguresProps) {
  const [chosen, setChosen] = useState<Grouping | null>(null)
  const grouping = chosen ?? groupingFor(range)
  const { data, error, retry } = useRangeFigures(shop, status, range, filters, grouping)
  const title = `Money in, out and net ${GROUPING_LABELS[grouping].toLowerCase()}, ${rangeLabel(range)}`
  if (error) return <ErrorState error={error} title="Could not add up the range" onRetry={retry} />
  if (!data) return FIGURES_PENDING
  return (
    <>
      <dl className={styles.sums} aria-label="Sums of the range">
        {SUM_LABELS.map(([key, label]) => (
          <div key={key} className={styles.sum}>
            <dt>{label}</dt>
            <dd>
              <Money amount={data.eur[key]} currency="EUR" />
              <br />
              <Muted>
                <Money amount={data.usd[key]} currency="USD" />
              </Muted>
            </dd>
          </div>
        ))}
      </dl>
      <Muted as="p">
        {formatCount(data.count, 'payment')}
        {data.asOf === null ? ', read from the marketplace just now.' : `, from the local copy as of ${formatDateTime(data.asOf / 1000)}.`}
        {data.unreadable > 0 ? ` ${data.unreadable} could not be read and are left out.` : ''}
      </Muted>
      <Field label="Group by">
        <Select value={grouping} onChange={(event) => setChosen(event.target.value as Grouping)}>
          {GROUPINGS.map((value) => (
            <option key={value} value={value}>
              {GROUPING_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      <LedgerChart buckets={data.buckets} grouping={grouping} title={title} />
      <details>
        <summary>Show the figures as a table</summary>
        <FiguresTable buckets={data.buckets} grouping={grouping} caption={title} />
      </details>
    </>
  )
}
