import { hasFilters, withoutFilters } from '../search'
import { useListSearch } from './use-list-search'

/** Removes the search and every filter; the sort and the page size stay. */
export function ClearFiltersButton() {
  const { search, replaceAll } = useListSearch()
  return (
    <button
      type="button"
      className="button"
      disabled={!hasFilters(search)}
      onClick={() => void replaceAll(withoutFilters(search))}
    >
      Clear filters
    </button>
  )
}
