import { memo, useState } from 'react'
import type { PreparedOffer } from '../offers'
import type { OffersSort } from '../search'
import type { QuotedUnit } from '../units'
import { OfferRow } from './offer-row'
import { SortHeader } from './sort-header'
import { VirtualOfferRows } from './virtual-offer-rows'
import './offers-table.css'

/** Longer lists render only the rows in view, so sorting and filtering 500 offers stay quick. */
export const WINDOW_ABOVE_ROWS = 100

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
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null)
  const windowed = rows.length > WINDOW_ABOVE_ROWS
  return (
    <section className="offers-table">
      <h2 id="offers-table-title">Competing offers</h2>
      <p className="field__hint">
        {units.length > 1 ? `Offers quote different units (${units.map((unit) => unit.name).join(', ')}). ` : ''}
        To compare them fairly, prices are per 1 {baseName} (the quoted price divided by the unit’s size, in EUR with
        USD below), and stock and minimum quantity count {baseName}.
      </p>
      {windowed ? (
        <p className="field__hint">
          All {rows.length} offers are in the table below; it scrolls on its own and shows the rows in view.
        </p>
      ) : null}
      <div
        ref={setScrollBox}
        className={windowed ? 'table-wrap table-wrap--windowed' : 'table-wrap'}
        tabIndex={0}
        role="region"
        aria-labelledby="offers-table-title"
      >
        <table aria-labelledby="offers-table-title" aria-rowcount={windowed ? rows.length + 1 : undefined}>
          <thead>
            <tr aria-rowindex={windowed ? 1 : undefined}>
              <th scope="col">Seller</th>
              <th scope="col">Currency unit</th>
              <SortHeader column="price" sort={sort} onSort={onSort} className="num">
                Price per 1 {baseName} (EUR)
              </SortHeader>
              <th scope="col" className="num">
                Quoted price
              </th>
              <SortHeader column="stock" sort={sort} onSort={onSort} className="num">
                Stock ({baseName})
              </SortHeader>
              <SortHeader column="min_quantity" sort={sort} onSort={onSort} className="num">
                Min. quantity ({baseName})
              </SortHeader>
              <SortHeader column="delivery" sort={sort} onSort={onSort}>
                Delivery time
              </SortHeader>
              <th scope="col">Delivery method</th>
            </tr>
          </thead>
          {windowed ? (
            <VirtualOfferRows rows={rows} sort={sort} scrollBox={scrollBox} />
          ) : (
            <tbody>
              {rows.map((row) => (
                <OfferRow key={row.offer.id} row={row} />
              ))}
            </tbody>
          )}
        </table>
      </div>
    </section>
  )
})
