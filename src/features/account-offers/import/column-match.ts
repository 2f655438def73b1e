import { DATA_PREFIX, type ImportColumn } from './import-columns'

/*
 * A sheet's header matched to the importer's columns by name, as a seller would write it: the key or the label,
 * with or without `account_data.`, in any case, spaces, dashes and underscores alike (`Server`, `account_data.server`,
 * `Current-Rank`), a trailing "(EUR)" aside. A key beats a label, and a fixed field (the create request's own) a
 * template field of the same name, which `account_data.` then names. A header that names two columns equally
 * is ambiguous and matches neither: the seller says which in the mapping step.
 */

/** A name's comparable form: lower case, runs of spaces, dashes and underscores as one space. */
export function headerKey(text: string): string {
  return text.trim().toLowerCase().replace(/[\s_-]+/g, ' ').trim()
}

const PREFIX = new RegExp(`^${headerKey(DATA_PREFIX).replace('.', '\\s*\\.')}\\s*`)
const UNIT = /\s*\([^()]*\)$/

export interface HeaderMatch {
  /** Each header cell's column name; null for one that matches none, names two, repeats one, or is empty. */
  names: (string | null)[]
  unknown: string[]
  ambiguous: { header: string; columns: string[] }[]
  /** Headers whose column an earlier header already took. */
  repeated: string[]
  /** Required columns no header names. */
  missing: string[]
}

/** The columns a header names, best match first: by key, then by label, then without a trailing "(…)". */
function candidates(header: string, columns: readonly ImportColumn[]): ImportColumn[] {
  const plain = headerKey(header)
  const prefixed = PREFIX.test(plain)
  const pool = prefixed ? columns.filter((column) => column.field !== null) : columns
  const wanted = plain.replace(PREFIX, '')
  const tries = [wanted, wanted.replace(UNIT, '')]
  for (const text of tries) {
    if (text === '') continue
    for (const by of ['key', 'label'] as const) {
      const found = pool.filter((column) => headerKey(column[by]) === text)
      const fixed = found.filter((column) => column.field === null)
      if (found.length > 0) return fixed.length === 1 ? fixed : found
    }
  }
  return []
}

export function matchHeader(header: readonly string[], columns: readonly ImportColumn[]): HeaderMatch {
  const taken = new Set<string>()
  const match: HeaderMatch = { names: [], unknown: [], ambiguous: [], repeated: [], missing: [] }
  for (const cell of header) {
    const text = cell.trim()
    const found = text === '' ? [] : candidates(text, columns)
    let name: string | null = null
    if (found.length > 1) match.ambiguous.push({ header: text, columns: found.map((column) => column.name) })
    else if (found.length === 0 && text !== '') match.unknown.push(text)
    else if (found[0] && taken.has(found[0].name)) match.repeated.push(text)
    else if (found[0]) name = found[0].name
    if (name !== null) taken.add(name)
    match.names.push(name)
  }
  match.missing = columns.filter((column) => column.required === 'yes' && !taken.has(column.name)).map((column) => column.name)
  return match
}

/** Whether the seller must say what some columns are before any row is checked. */
export function needsMapping(match: HeaderMatch): boolean {
  return match.unknown.length > 0 || match.ambiguous.length > 0 || match.missing.length > 0
}

/** The mapping step's choice: for each column, the header cell (by index) that feeds it, or null for none. */
export type ColumnChoice = Readonly<Record<string, number | null>>

export function choiceOf(match: HeaderMatch): Record<string, number | null> {
  const choice: Record<string, number | null> = {}
  match.names.forEach((name, index) => {
    if (name !== null) choice[name] = index
  })
  return choice
}

/** The header cells no column takes under a choice (left out of every row). */
export function unusedHeaders(header: readonly string[], choice: ColumnChoice): string[] {
  const used = new Set(Object.values(choice))
  return header.filter((text, index) => text.trim() !== '' && !used.has(index)).map((text) => text.trim())
}
