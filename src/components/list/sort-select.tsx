import { Field } from '../ui/field'
import { Select } from '../ui/select'
import { sortChoices } from './card-slots'
import { useList } from './list-context'
import styles from './list.module.css'

interface SortableColumn {
  readonly header: string
  readonly sortKey?: string
}

/** On a phone, where the cards have no header row to press, the list's sorts in a select. */
export function SortSelect({ columns }: { columns: readonly SortableColumn[] }) {
  const { list, search, update } = useList()
  return (
    <Field label="Sort by" className={styles.phoneOnly}>
      <Select value={search.sort} onChange={(event) => void update({ sort: event.target.value })}>
        {sortChoices(list.sorts, columns).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  )
}
