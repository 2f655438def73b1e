import type { ReactNode } from 'react'
import { isDescending, sortKeyOf, type OffersSort, type OffersSortKey } from '../search'

interface SortHeaderProps {
  column: OffersSortKey
  sort: OffersSort
  onSort: (sort: OffersSort) => void
  className?: string
  children: ReactNode
}

/** A column header that sorts: ascending first, then descending; `aria-sort` on the sorted column only. */
export function SortHeader({ column, sort, onSort, className, children }: SortHeaderProps) {
  const active = sortKeyOf(sort) === column
  const descending = active && isDescending(sort)
  const next: OffersSort = active && !descending ? (`-${column}` as OffersSort) : column
  return (
    <th scope="col" className={className} aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}>
      <button type="button" className="sort-button" onClick={() => onSort(next)}>
        {children}
        <span className="sort-button__icon" aria-hidden="true">
          {active ? (descending ? '▼' : '▲') : '↕'}
        </span>
      </button>
    </th>
  )
}
