import { sortKeyOf } from '../../lib/list-search'
import { SortHeader as SortHeaderCell } from '../ui/sort-header'
import { useList } from './list-context'

interface SortHeaderProps {
  /** The sort without its direction, e.g. `price` (the list declares `price` and `-price`). */
  sortKey: string
  numeric?: boolean
  children: string
}

/** A column header that sorts the list by its key; a second press reverses the order. */
export function SortHeader({ sortKey, numeric, children }: SortHeaderProps) {
  const { search, update, prefetch } = useList()
  const current = sortKeyOf(search.sort)
  const active = current.key === sortKey
  const next = active && !current.descending ? `-${sortKey}` : sortKey
  return (
    <SortHeaderCell
      label={children}
      numeric={numeric}
      direction={active ? (current.descending ? 'descending' : 'ascending') : undefined}
      onSort={() => void update({ sort: next })}
      // What a press will show (page 1 of the new order, as `update` navigates): fetched on intent, so the click
      // finds its rows cached. A fresh cached page is not fetched again.
      onIntent={() => prefetch({ ...search, page: 1, sort: next })}
    />
  )
}
