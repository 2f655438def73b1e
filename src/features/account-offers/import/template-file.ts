import { toCsv } from '../../../lib/csv'
import type { TemplateField } from '../../../lib/offer-template'
import { matchHeader } from './column-match'
import type { ImportColumn } from './import-columns'

/*
 * "Download a template file": the game's columns as a sheet would name them, and one example row made from the
 * template's samples and options. The credential is an obvious placeholder, never a sample the server sent.
 */

/** The header a sheet writes for a column: its key, or `account_data.<key>` where the bare key would name another. */
export function sheetHeader(column: ImportColumn, columns: readonly ImportColumn[]): string {
  return matchHeader([column.key], columns).names[0] === column.name ? column.key : column.name
}

function sampleOf(field: TemplateField): string {
  const texts = field.options.map((option) => option.text)
  switch (field.kind) {
    case 'select':
      return texts[0] ?? ''
    case 'multi-select':
      return texts.slice(0, Math.max(field.min ?? 1, Math.min(2, field.max ?? 2))).join('; ')
    case 'integer':
      return String(Math.min(Math.max(field.min ?? 1, 1), field.max ?? Number.MAX_SAFE_INTEGER))
    case 'boolean':
      return 'no'
    case 'list':
      return field.item?.integer ? String(field.item.min ?? 1) : 'First item\nSecond item'
    case 'text':
      return 'Example'.padEnd(field.min ?? 0, '.')
  }
}

const FIXED_SAMPLES: Readonly<Record<string, string>> = { credentials: 'login:password', is_manual: 'no' }
const SAMPLED = new Set(['title', 'description', 'price'])

/**
 * The template file's text. `samples` are the template's own for its fixed fields (title, description, price);
 * the others are left empty in the example row.
 */
export function templateFile(game: string, columns: readonly ImportColumn[], samples: Readonly<Record<string, string>>): string {
  const example = (column: ImportColumn): string => {
    if (column.field) return sampleOf(column.field)
    if (column.name === 'game') return game
    if (SAMPLED.has(column.name)) return samples[column.name] ?? ''
    return FIXED_SAMPLES[column.name] ?? ''
  }
  const cells = Object.fromEntries(columns.map((column) => [sheetHeader(column, columns), () => example(column)]))
  return toCsv(cells, [null])
}
