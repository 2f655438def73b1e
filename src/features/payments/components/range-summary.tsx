import { useId, useState } from 'react'
import { Field } from '../../../components/ui/field'
import { ErrorState } from '../../../components/ui/error-state'
import { Money } from '../../../components/ui/money'
import { Select } from '../../../components/ui/select'
import { Skeleton } from '../../../components/ui/skeleton'
import { Muted } from '../../../components/ui/text'
import { formatDateTime } from '../../../lib/format'
import { GROUPINGS, groupingFor, type Grouping, type Sums } from '../figures'
import type { FigureFilters } from '../figures-source'
import { GROUPING_LABELS, rangeLabel } from '../labels'
import { readRange } from '../range'
import { useLedgerCopy } from '../use-ledger-copy'
import { useRangeFigures } from '../use-range-figures'
import { CopyStatusLine } from './copy-status'
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

export interface RangeSummaryProps {
  /** The ledger's URL filters. */
  search: FigureFilters & { created_at?: string | number }
}

const NO_RANGE_HINT = 'Choose a range above to see its sums and chart.'

/**
 * The range at a glance: its sums over every page, and the chart of in, out and net with its table. Loaded with
 * the ledger's first paint done, in its own file with the chart.
 */
export default function RangeSummary({ search }: RangeSummaryProps) {
  const headingId = useId()
  const { shop, status, cancel, retry } = useLedgerCopy()
  const range = readRange(search.created_at)
  const [chosen, setChosen] = useState<Grouping | null>(null)
  const filters: FigureFilters = { type: search.type, is_fine: search.is_fine, is_warehouse: search.is_warehouse, search: search.search }
  const grouping = chosen ?? (range ? groupingFor(range) : 'day')
  const { data, error, retry: addUpAgain } = useRangeFigures(shop, status, range, filters, grouping)

  const heading = range ? `The range at a glance: ${rangeLabel(range)}` : 'The range at a glance'
  const title = range ? `Money in, out and net ${GROUPING_LABELS[grouping].toLowerCase()}, ${rangeLabel(range)}` : ''
  return (
    <section aria-labelledby={headingId} className={styles.range}>
      {/* With no range there is nothing to glance at yet: the heading stays for those who read by headings. */}
      <h2 id={headingId} className={range ? undefined : 'visually-hidden'}>
        {heading}
      </h2>
      {/* With no range, the hint shares the copy's line, which keeps one height in every state. */}
      <CopyStatusLine status={status} onCancel={cancel} onRetry={retry} hint={range === null ? NO_RANGE_HINT : undefined} />
      {range === null ? null : error ? (
        <ErrorState error={error} title="Could not add up the range" onRetry={addUpAgain} />
      ) : !data ? (
        <Skeleton style={{ height: '12rem' }} />
      ) : (
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
            {data.count} payments
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
      )}
    </section>
  )
}
