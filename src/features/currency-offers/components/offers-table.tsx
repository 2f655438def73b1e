import { memo, useCallback, useMemo, useState, type CSSProperties } from 'react'
import { cx } from '../../../components/ui/class-names'
import { SortHeader } from '../../../components/ui/sort-header'
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { Muted } from '../../../components/ui/text'
import type { PreparedOffer } from '../offers'
import { nextSort, sortDirection } from '../offers-sort'
import type { OffersSort } from '../search'
import type { QuotedUnit } from '../units'
import { OFFER_COLUMNS, offerCards } from './offer-columns'
import { OfferRow } from './offer-row'
import { OffersSortSelect } from './offers-sort-select'
import styles from './offers-table.module.css'
import { useRowHeight, WINDOW_ABOVE_ROWS } from './row-window'
import { VirtualOfferRows } from './virtual-offer-rows'
import { formatCount } from '../../../lib/format'


interface OffersTableProps {
  rows: readonly PreparedOffer[]
  units: readonly QuotedUnit[]
  sort: OffersSort
  baseName: string
  onSort: (sort: OffersSort) => void
}

/** Every competing offer. Memoised with its rows, so typing in the price helper never re-renders it. */
export const OffersTable = memo(function OffersTable({ rows, units, sort, baseName, onSort }: OffersTableProps) {
  // State, not a ref: the rows need the box once it exists, and a ref would not re-render them.
  const [scrollBox, setScrollBox] = useState<HTMLElement | null>(null)
  // The primitive's scrolling container is the table's parent: the windowed rows scroll with it.
  const tableRef = useCallback((table: HTMLTableElement | null) => setScrollBox(table?.parentElement ?? null), [])
  const windowed = rows.length > WINDOW_ABOVE_ROWS
  const rowHeight = useRowHeight()
  const cards = useMemo(() => offerCards(baseName), [baseName])
  return (
    <section className={styles.section}>
      <h2 id="offers-table-title">Competing offers</h2>
      <Muted as="p">
        {units.length > 1 ? `Offers quote different units (${units.map((unit) => unit.name).join(', ')}). ` : ''}
        To compare them fairly, prices are per 1 {baseName} (the quoted price divided by the unit’s size, in EUR with
        USD below), and stock and minimum quantity count {baseName}.
      </Muted>
      {windowed ? (
        <Muted as="p">
          All {formatCount(rows.length, 'offer')} are in the table below; it scrolls on its own and shows the rows in view.
        </Muted>
      ) : null}
      <OffersSortSelect sort={sort} baseName={baseName} onSort={onSort} />
      <Table
        ref={tableRef}
        cards
        scrollLabel="Competing offers"
        containerClassName={cx(styles.box, windowed && styles.windowed)}
        // The one height of a windowed row, which the rows' CSS takes: the code counts with the same number.
        style={{ '--offer-row-height': `${rowHeight}px` } as CSSProperties}
        aria-labelledby="offers-table-title"
        aria-rowcount={windowed ? rows.length + 1 : undefined}
      >
        <TableHeader>
          <TableRow aria-rowindex={windowed ? 1 : undefined}>
            {OFFER_COLUMNS.map(({ key, label, sortKey, numeric }) =>
              sortKey ? (
                <SortHeader
                  key={key}
                  label={label(baseName)}
                  numeric={numeric}
                  direction={sortDirection(sortKey, sort)}
                  onSort={() => onSort(nextSort(sortKey, sort))}
                />
              ) : (
                <TableHead key={key} numeric={numeric}>
                  {label(baseName)}
                </TableHead>
              ),
            )}
          </TableRow>
        </TableHeader>
        {windowed ? (
          <VirtualOfferRows rows={rows} sort={sort} scrollBox={scrollBox} rowHeight={rowHeight} cards={cards} />
        ) : (
          <TableBody>
            {rows.map((row) => (
              <OfferRow key={row.offer.id} row={row} cards={cards} />
            ))}
          </TableBody>
        )}
      </Table>
    </section>
  )
})
