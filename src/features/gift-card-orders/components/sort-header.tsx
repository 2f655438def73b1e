import type { GiftCardOrderSort, SortKey } from '../search'
import { sortKeyOf } from '../search'

interface SortHeaderProps {
  sortKey: SortKey
  sort: GiftCardOrderSort
  onSort: (sort: GiftCardOrderSort) => void
  /** The pointer rests on the header or it has the focus: a press is likely, so its rows can be fetched now. */
  onIntent?: (sort: GiftCardOrderSort) => void
  className?: string
  children: string
}

/** A column header that sorts by its key; a second press reverses the order. */
export function SortHeader({ sortKey, sort, onSort, onIntent, className, children }: SortHeaderProps) {
  const current = sortKeyOf(sort)
  const active = current.key === sortKey
  const ariaSort = active ? (current.descending ? 'descending' : 'ascending') : undefined
  const next: GiftCardOrderSort = active && !current.descending ? `-${sortKey}` : sortKey
  return (
    <th scope="col" aria-sort={ariaSort} className={className}>
      <button
        type="button"
        className="gco-sort"
        onClick={() => onSort(next)}
        onPointerEnter={() => onIntent?.(next)}
        onFocus={() => onIntent?.(next)}
        title={active && !current.descending ? 'Sort descending' : 'Sort ascending'}
      >
        {children}
        <span className="gco-sort__icon" aria-hidden="true">
          {active ? (current.descending ? '▼' : '▲') : '↕'}
        </span>
      </button>
    </th>
  )
}
