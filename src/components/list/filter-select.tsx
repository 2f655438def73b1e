import { humanize } from '../../lib/format'
import type { ListFilterDefinition } from '../../lib/list-search'
import { Field } from '../ui/field'
import { Select } from '../ui/select'
import { useList } from './list-context'

/** "Status" → "All statuses". */
function allOf(label: string): string {
  const word = label.toLowerCase()
  return `All ${/(s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`}`
}

/** The choices of a select filter: `[URL value, text]`, the first one being "any". */
function choicesOf(filter: ListFilterDefinition): [string, string][] {
  if (filter.kind === 'flag') {
    return [
      ['', 'Either'],
      ['1', 'Yes'],
      ['0', 'No'],
    ]
  }
  return [['', allOf(filter.label)], ...(filter.values ?? []).map((value): [string, string] => [value, humanize(value)])]
}

/** An `enum` filter (one of its values, or all) or a yes/no `flag` filter (`1`/`0` in the URL, or either). */
export function FilterSelect({ filter }: { filter: ListFilterDefinition }) {
  const { search, update } = useList()
  const choices = choicesOf(filter)
  const current = search[filter.name]
  const selected = choices.find(([value]) => value !== '' && value === String(current))?.[0] ?? ''
  return (
    <Field label={filter.label}>
      <Select
        value={selected}
        onChange={(event) => {
          const value = choices.find(([candidate]) => candidate === event.target.value)?.[0] || undefined
          void update({ [filter.name]: value !== undefined && filter.kind === 'flag' ? Number(value) : value })
        }}
      >
        {choices.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  )
}
