import { useId } from 'react'
import type { FigureFilters } from '../day-totals'
import { rangeLabel } from '../labels'
import { readRange } from '../range'
import { useLedgerCopy } from '../use-ledger-copy'
import { CopyStatusLine } from './copy-status'
import { RangeFiguresPart } from './range-figures-part'
import styles from './range-summary.module.css'

export interface RangeSummaryProps {
  /** The ledger's URL filters. */
  search: FigureFilters & { created_at?: string | number }
}

const NO_RANGE_HINT = 'Choose a range above to see its sums and chart.'

/**
 * The range at a glance: the local copy's state, and once a range is chosen its sums and chart (range-figures.tsx).
 * Loaded with the ledger's first paint done.
 */
export default function RangeSummary({ search }: RangeSummaryProps) {
  const headingId = useId()
  const { shop, status, cancel, retry } = useLedgerCopy()
  const range = readRange(search.created_at)
  const filters: FigureFilters = { type: search.type, is_fine: search.is_fine, is_warehouse: search.is_warehouse, search: search.search }
  const heading = range ? `The range at a glance: ${rangeLabel(range)}` : 'The range at a glance'
  return (
    <section aria-labelledby={headingId} className={styles.range}>
      {/* With no range there is nothing to glance at yet: the heading stays for those who read by headings. */}
      <h2 id={headingId} className={range ? undefined : 'visually-hidden'}>
        {heading}
      </h2>
      {/* With no range, the hint shares the copy's line, which keeps one height in every state. */}
      <CopyStatusLine status={status} onCancel={cancel} onRetry={retry} hint={range === null ? NO_RANGE_HINT : undefined} />
      {range === null ? null : <RangeFiguresPart shop={shop} status={status} range={range} filters={filters} />}
    </section>
  )
}
