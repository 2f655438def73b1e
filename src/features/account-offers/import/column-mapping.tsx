import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { SectionCard } from '../../../components/ui/section-card'
import { Select } from '../../../components/ui/select'
import { Muted } from '../../../components/ui/text'
import { choiceOf, headerKey, unusedHeaders, type ColumnChoice, type HeaderMatch } from './column-match'
import type { ImportColumn } from './import-columns'
import styles from './import.module.css'

interface ColumnMappingProps {
  fileName: string
  header: readonly string[]
  /** The rows under the header, for the preview (only the first few are shown). */
  body: readonly (readonly string[])[]
  columns: readonly ImportColumn[]
  match: HeaderMatch
  initial: Readonly<Record<string, number | null>>
  onConfirm: (choice: ColumnChoice) => void
}

const PREVIEW_ROWS = 3
/* The step appears in place of the rows (a file picked, or "Change the columns"): the focus goes to it, once. */
const focusOnMount = (element: HTMLElement | null) => element?.focus()
/** A header that reads like a secret is never previewed, whatever it is mapped to. */
const SECRET = /(^| )(pass(word)?|passwd|login|credentials?|secret|token)( |$)/

/** The first rows' cells of a column, or how many are filled when they may be a secret. */
function preview(column: ImportColumn, header: readonly string[], body: ColumnMappingProps['body'], index: number | null): string {
  if (index === null) return column.required === 'yes' ? 'Left empty: every row fails without it.' : 'Left empty.'
  const cells = body.filter((row) => row.some((cell) => cell.trim() !== '')).map((row) => (row[index] ?? '').trim())
  if (column.name === 'credentials' || SECRET.test(headerKey(header[index] ?? ''))) {
    return `Not shown (credentials): ${cells.filter((cell) => cell !== '').length} of ${cells.length} rows have a value.`
  }
  const shown = cells.slice(0, PREVIEW_ROWS).map((cell) => (cell === '' ? '(empty)' : `“${cell}”`))
  return shown.length === 0 ? 'No rows.' : `First rows: ${shown.join(', ')}`
}

/**
 * The mapping step, before any row is checked: for each field of the game that no header named, the column of the
 * sheet that holds it, or none; the fields matched by name can be changed too. A preview shows the first rows.
 */
export function ColumnMapping({ fileName, header, body, columns, match, initial, onConfirm }: ColumnMappingProps) {
  const [choice, setChoice] = useState<Record<string, number | null>>(() => ({ ...initial }))
  const byName = choiceOf(match)
  // The required first, then the game's own fields, then the optional fixed ones.
  const rank = (column: ImportColumn) => (column.required === 'yes' ? 0 : column.field ? 1 : 2)
  const asked = columns.filter((column) => !(column.name in byName)).sort((a, b) => rank(a) - rank(b))
  const matched = columns.filter((column) => column.name in byName)
  const full = Object.fromEntries(columns.map((column) => [column.name, choice[column.name] ?? null]))
  const unused = unusedHeaders(header, full)
  const emptyRequired = columns.filter((column) => column.required === 'yes' && full[column.name] === null)

  const select = (column: ImportColumn) => (
    <li key={column.name}>
      <Field label={`Column for ${column.label}${column.required === 'yes' ? ' (required)' : ''}`} hint={preview(column, header, body, full[column.name] ?? null)}>
        <Select
          value={full[column.name] === null ? '' : String(full[column.name])}
          onChange={(event) => setChoice({ ...choice, [column.name]: event.target.value === '' ? null : Number(event.target.value) })}
        >
          <option value="">Leave empty</option>
          {header.map((text, index) => (text.trim() === '' ? null : <option key={index} value={index}>{text.trim()}</option>))}
        </Select>
      </Field>
    </li>
  )

  return (
    <SectionCard title={`Match the columns of ${fileName}`} tabIndex={-1} ref={focusOnMount}>
      <div className={styles.stack}>
        <Muted as="p">
          Some fields of the game have no column of this sheet by name, or some columns match none. For each field,
          pick the column that holds it, or leave it empty. No row is checked until you confirm. This browser remembers
          the choice for this game and these header names (never a cell).
        </Muted>
        {match.ambiguous.length > 0 ? (
          <Alert tone="warning" title="Columns that could be more than one field">
            <ul className={styles.list}>
              {match.ambiguous.map(({ header: text, columns: names }) => <li key={text}>“{text}” could be {names.join(' or ')}: pick it below.</li>)}
            </ul>
          </Alert>
        ) : null}
        <ul className={styles.mapping} aria-label="Fields to match">
          {asked.map(select)}
        </ul>
        {matched.length > 0 ? (
          <details>
            <summary>Fields matched by name ({matched.length})</summary>
            <ul className={styles.mapping} aria-label="Fields matched by name">
              {matched.map(select)}
            </ul>
          </details>
        ) : null}
        {unused.length > 0 ? <p>Columns left out (not sent): {unused.map((text) => `“${text}”`).join(', ')}.</p> : null}
        {emptyRequired.length > 0 ? (
          <Alert tone="warning">Required and left empty: {emptyRequired.map((column) => column.label).join(', ')}. Every row fails without them.</Alert>
        ) : null}
        <div>
          <Button onClick={() => onConfirm(full)}>Check the rows with these columns</Button>
        </div>
      </div>
    </SectionCard>
  )
}
