import { hasFilters } from '../../lib/list-search'
import { Button } from '../ui/button'
import { useList } from './list-context'

/** Removes the search and every filter; the sort and the page size stay. */
export function ClearFiltersButton() {
  const { list, search, replaceAll } = useList()
  return (
    <Button
      disabled={!hasFilters(list, search)}
      onClick={() => void replaceAll({ sort: search.sort, per_page: search.per_page, page: 1 })}
    >
      Clear filters
    </Button>
  )
}
