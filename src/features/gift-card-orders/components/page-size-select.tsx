import { PAGE_SIZES } from '../search'
import { useListSearch } from './use-list-search'

/** 15, 25 or 50 rows; a size from the URL (any 1 to 50) is offered too, so the select shows what is used. */
export function PageSizeSelect() {
  const { search, update } = useListSearch()
  const sizes: number[] = [...PAGE_SIZES]
  if (!sizes.includes(search.per_page)) sizes.push(search.per_page)
  sizes.sort((a, b) => a - b)
  return (
    <div className="gco-page-size">
      <label htmlFor="gco-per-page">Rows per page</label>
      <select
        id="gco-per-page"
        value={search.per_page}
        onChange={(event) => void update({ per_page: Number(event.target.value) })}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  )
}
