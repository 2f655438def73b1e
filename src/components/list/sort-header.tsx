import { sortKeyOf } from '../../lib/list-search'
import { useList } from './list-context'

interface SortHeaderProps {
  /** The sort without its direction, e.g. `price` (the list declares `price` and `-price`). */
  sortKey: string
  className?: string
  children: string
}

/** A column header that sorts the list by its key; a second press reverses the order. */
export function SortHeader({ sortKey, className, children }: SortHeaderProps) {
  const { search, update, prefetch } = useList()
  const current = sortKeyOf(search.sort)
  const active = current.key === sortKey
  const ariaSort = active ? (current.descending ? 'descending' : 'ascending') : undefined
  const next = active && !current.descending ? `-${sortKey}` : sortKey
  // What a press will show (page 1 of the new order, as `update` navigates): fetched on intent, so the click
  // finds its rows cached. A fresh cached page is not fetched again.
  const onIntent = () => prefetch({ ...search, page: 1, sort: next })
  return (
    <th scope="col" aria-sort={ariaSort} className={className}>
      <button
        type="button"
        className="list-sort"
        onClick={() => void update({ sort: next })}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        title={active && !current.descending ? 'Sort descending' : 'Sort ascending'}
      >
        {children}
        <span className="list-sort__icon" aria-hidden="true">
          {active ? (current.descending ? '▼' : '▲') : '↕'}
        </span>
      </button>
    </th>
  )
}
