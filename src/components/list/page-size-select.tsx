import { useId } from 'react'
import { PAGE_SIZES } from '../../lib/list-search'
import { Select } from '../ui/select'
import { useList } from './list-context'
import styles from './list.module.css'

/** 15, 25 or 50 rows (up to the list's maximum); a size from the URL is offered too, so the select shows what is used. */
export function PageSizeSelect() {
  const { list, search, update } = useList()
  const id = useId()
  const sizes: number[] = PAGE_SIZES.filter((size) => size <= list.maxPerPage)
  if (!sizes.includes(search.per_page)) sizes.push(search.per_page)
  sizes.sort((a, b) => a - b)
  return (
    <div className={styles.pageSize}>
      <label htmlFor={id}>Rows per page</label>
      <Select
        id={id}
        value={search.per_page}
        onChange={(event) => void update({ per_page: Number(event.target.value) })}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
    </div>
  )
}
