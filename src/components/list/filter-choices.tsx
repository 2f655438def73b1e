import { humanize } from '../../lib/format'
import { choiceList } from '../../lib/list-filter-values'
import type { ListFilterDefinition } from '../../lib/list-search'
import { Checkbox } from '../ui/checkbox'
import { useList } from './list-context'
import styles from './list.module.css'

/**
 * An `enums` filter: a box per value, any number ticked (none ticked is all of them). Each tick changes the URL
 * at once, as a select does: `?type=sale,fine`.
 */
export function FilterChoices({ filter }: { filter: ListFilterDefinition }) {
  const { search, update } = useList()
  const values = filter.values ?? []
  const chosen = choiceList(search[filter.name] as string | number | undefined, values)
  const toggle = (value: string, on: boolean) => {
    const next = values.filter((candidate) => (candidate === value ? on : chosen.includes(candidate)))
    void update({ [filter.name]: next.length > 0 ? next.join(',') : undefined })
  }
  return (
    <fieldset className={styles.choices}>
      <legend>{filter.label}</legend>
      {values.map((value) => (
        <Checkbox
          key={value}
          label={humanize(value)}
          checked={chosen.includes(value)}
          onChange={(event) => toggle(value, event.target.checked)}
        />
      ))}
    </fieldset>
  )
}
