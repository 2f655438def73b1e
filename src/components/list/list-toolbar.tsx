import { ClearFiltersButton } from './clear-filters-button'
import { FilterChoices } from './filter-choices'
import { FilterSelect } from './filter-select'
import styles from './list.module.css'
import { useList } from './list-context'
import { SearchBox } from './search-box'
import { SortSelect } from './sort-select'

interface ListToolbarProps {
  numericSearch?: boolean
  /** The table's columns, which name the sorts of the phone's sort select. */
  columns: readonly { readonly header: string; readonly sortKey?: string }[]
}

/**
 * The filters always in view, as the list declares them: search, choice and yes/no filters, and "Clear filters";
 * on a phone, the sort too.
 */
export function ListToolbar({ numericSearch = false, columns }: ListToolbarProps) {
  const { list } = useList()
  return (
    <div className={styles.toolbar}>
      {list.filters.map((filter) => {
        switch (filter.kind) {
          case 'search':
            return <SearchBox key={filter.name} filter={filter} numeric={numericSearch} />
          case 'enum':
          case 'flag':
            return <FilterSelect key={filter.name} filter={filter} />
          case 'enums':
            return <FilterChoices key={filter.name} filter={filter} />
          default:
            return null
        }
      })}
      <SortSelect columns={columns} />
      <ClearFiltersButton />
    </div>
  )
}
