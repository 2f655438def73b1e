import { readShopItem, writeShopItem } from '../../../lib/shop-store'
import { choiceOf, headerKey, needsMapping, type ColumnChoice, type HeaderMatch } from './column-match'
import type { ImportColumn } from './import-columns'

/*
 * The seller's mapping of a sheet's columns, kept in this browser per shop and per game, by the sheet's header
 * names only (never a cell): a sheet with the same headers needs no mapping the next time, and a sheet sharing
 * some of them starts from the choices made before.
 */

const NAME = 'import-mappings'
/** Sheets remembered per game, the latest first. */
const MAX_SHEETS = 10

/** One sheet's mapping: its header names, and for each column the header that feeds it (null: left empty). */
interface Remembered {
  headers: string[]
  columns: Record<string, string | null>
}

const signature = (headers: readonly string[]) => JSON.stringify(headers.map(headerKey).filter((key) => key !== '').sort())

function isRemembered(value: unknown): value is Remembered {
  if (typeof value !== 'object' || value === null) return false
  const { headers, columns } = value as Partial<Remembered>
  return (
    Array.isArray(headers) &&
    headers.every((header) => typeof header === 'string') &&
    typeof columns === 'object' &&
    columns !== null &&
    Object.values(columns).every((header) => header === null || typeof header === 'string')
  )
}

function readAll(): Record<string, Remembered[]> {
  const raw = readShopItem(NAME)
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {}
  return Object.fromEntries(Object.entries(raw).map(([game, sheets]) => [game, Array.isArray(sheets) ? sheets.filter(isRemembered) : []]))
}

const indexOf = (header: readonly string[], name: string | null) => (name === null ? null : header.findIndex((text) => headerKey(text) === headerKey(name)))

/**
 * The mapping remembered for this game and header: `exact` when a sheet with the same header names was mapped
 * (it needs no step), else the choices made before for the columns whose header this sheet also has.
 */
function rememberedChoice(game: string, header: readonly string[]): { exact: boolean; choice: Record<string, number | null> } {
  const sheets = readAll()[game] ?? []
  const same = sheets.find((sheet) => signature(sheet.headers) === signature(header))
  const choice: Record<string, number | null> = {}
  for (const sheet of same ? [same] : sheets) {
    for (const [column, name] of Object.entries(sheet.columns)) {
      const index = indexOf(header, name)
      if (column in choice || index === -1) continue
      choice[column] = index
    }
  }
  return { exact: same !== undefined, choice }
}

export function rememberChoice(game: string, header: readonly string[], choice: ColumnChoice): void {
  const all = readAll()
  const columns = Object.fromEntries(Object.entries(choice).map(([column, index]) => [column, index === null ? null : (header[index]?.trim() ?? null)]))
  const others = (all[game] ?? []).filter((sheet) => signature(sheet.headers) !== signature(header))
  all[game] = [{ headers: header.map((text) => text.trim()), columns }, ...others].slice(0, MAX_SHEETS)
  writeShopItem(NAME, all)
}

/**
 * How a sheet's columns are read: as mapped before for the same header names, or as matched by name when every
 * name matched; otherwise null, and the mapping step asks, starting from `initial`.
 */
export function sheetChoice(
  game: string,
  header: readonly string[],
  columns: readonly ImportColumn[],
  match: HeaderMatch,
): { choice: ColumnChoice | null; remembered: boolean; initial: Record<string, number | null> } {
  const remembered = rememberedChoice(game, header)
  const matched = choiceOf(match)
  const known = columns.every((column) => column.required !== 'yes' || column.name in remembered.choice)
  if (remembered.exact && known) return { choice: remembered.choice, remembered: true, initial: remembered.choice }
  return { choice: needsMapping(match) ? null : matched, remembered: false, initial: { ...remembered.choice, ...matched } }
}
