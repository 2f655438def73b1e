import type { TemplateField } from '../../../lib/offer-template'

/*
 * The importer's columns: the fields of `POST /v2/account-offers/create` by their API names, and one
 * `account_data.<key>` column for each field of the game's template. A header is matched trimmed and without
 * regard to case; its canonical name is what a row is keyed (and hashed) by.
 */

export interface ImportColumn {
  name: string
  /** What a cell holds, for the page's table of columns. */
  takes: string
  required: 'yes' | 'no' | string
}

export const FIXED_COLUMNS: readonly ImportColumn[] = [
  { name: 'title', takes: 'The offer’s title, at most 255 characters.', required: 'yes' },
  { name: 'description', takes: 'What the buyer gets, at most 5028 characters.', required: 'yes' },
  { name: 'price', takes: 'EUR with a point, at least 0.99: 19.90.', required: 'yes' },
  {
    name: 'credentials',
    takes: 'The account’s login, on as many lines as it needs (quoted). Several accounts: a blank line between each. At most 500 characters each.',
    required: 'unless is_manual',
  },
  { name: 'is_manual', takes: 'yes or no (manual delivery); empty is no.', required: 'no' },
  { name: 'delivery_time', takes: 'A whole number and minutes, hours or days: 30 minutes.', required: 'when is_manual' },
  { name: 'delivery_instructions', takes: 'How the buyer takes over the account.', required: 'no' },
  { name: 'image_urls', takes: 'Web links (https://…), one a line.', required: 'no' },
  { name: 'private_note', takes: 'A note only you see.', required: 'no' },
]

export const DATA_PREFIX = 'account_data.'

const fieldTakes = (field: TemplateField): string => {
  const options = field.options.map((option) => option.text).join(', ')
  switch (field.kind) {
    case 'select':
      return `One of ${options}.`
    case 'multi-select':
      return `Some of ${options}, separated by “;”.`
    case 'boolean':
      return 'yes or no.'
    case 'integer':
      return 'A whole number.'
    case 'list':
      return 'Items separated by “;” or one a line.'
    case 'text':
      return field.unknownRules.length > 0 ? `Text (the marketplace also checks: ${field.unknownRules.join(', ')}).` : 'Text.'
  }
}

/** Every column of the game's CSV, fixed fields first, then the template's in its order. */
export function importColumns(fields: readonly TemplateField[]): ImportColumn[] {
  return [
    ...FIXED_COLUMNS,
    ...fields.map((field) => ({ name: `${DATA_PREFIX}${field.key}`, takes: fieldTakes(field), required: field.required ? 'yes' : 'no' })),
  ]
}

/** A table's header matched to the columns: each cell's canonical name (null when it is none of them), and what is wrong. */
export interface HeaderMatch {
  names: (string | null)[]
  unknown: string[]
  repeated: string[]
  missing: string[]
}

export function matchHeader(header: readonly string[], columns: readonly ImportColumn[]): HeaderMatch {
  const byKey = new Map(columns.map((column) => [column.name.toLowerCase(), column.name]))
  const seen = new Set<string>()
  const unknown: string[] = []
  const repeated: string[] = []
  const names = header.map((cell) => {
    const text = cell.trim()
    const name = byKey.get(text.toLowerCase()) ?? null
    if (name === null) {
      if (text !== '') unknown.push(text)
      return null
    }
    if (seen.has(name)) {
      repeated.push(name)
      return null
    }
    seen.add(name)
    return name
  })
  const missing = columns.filter((column) => column.required === 'yes' && !seen.has(column.name)).map((column) => column.name)
  return { names, unknown, repeated, missing }
}
