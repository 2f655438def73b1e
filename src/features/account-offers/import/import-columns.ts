import type { TemplateField } from '../../../lib/offer-template'

/*
 * The importer's columns: the fields of `POST /v2/account-offers/create` by their API names (and the row's game),
 * and one `account_data.<key>` column for each field of the game's template. The canonical name is what a row is
 * keyed (and hashed) by; a sheet names a column by its key or its label (column-match.ts).
 */

export interface ImportColumn {
  /** Canonical: `title`, `account_data.server`. */
  name: string
  /** What a sheet's header is matched by besides the name: the key and the label. */
  key: string
  label: string
  /** What a cell holds, for the page's table of columns. */
  takes: string
  required: 'yes' | 'no' | string
  /** A template field's (for the example row of the template file); null for a fixed one. */
  field: TemplateField | null
}

const fixed = (name: string, label: string, takes: string, required = 'no'): ImportColumn => ({ name, key: name, label, takes, required, field: null })

export const FIXED_COLUMNS: readonly ImportColumn[] = [
  fixed('game', 'Game', 'The game’s name or slug; empty is the game chosen above. A row for another game fails.'),
  fixed('title', 'Title', 'The offer’s title, at most 255 characters.', 'yes'),
  fixed('description', 'Description', 'What the buyer gets, at most 5028 characters.', 'yes'),
  fixed('price', 'Price', 'EUR with a point, at least 0.99: 19.90.', 'yes'),
  fixed(
    'credentials',
    'Credentials',
    'The account’s login, on as many lines as it needs (quoted). Several accounts: a blank line between each. At most 500 characters each.',
    'unless is_manual',
  ),
  fixed('is_manual', 'Manual delivery', 'yes or no (manual delivery); empty is no.'),
  fixed('delivery_time', 'Delivery time', 'A whole number and minutes, hours or days: 30 minutes.', 'when is_manual'),
  fixed('delivery_instructions', 'Delivery instructions', 'How the buyer takes over the account.'),
  fixed('image_urls', 'Image URLs', 'Web links (https://…), one a line.'),
  fixed('private_note', 'Private note', 'A note only you see.'),
]

export const DATA_PREFIX = 'account_data.'

const fieldTakes = (field: TemplateField): string => {
  const options = field.options.map((option) => option.text).join(', ')
  switch (field.kind) {
    case 'select':
      return `One of ${options} (in any case).`
    case 'multi-select':
      return `Some of ${options}, separated by “;”, “,” or “|”.`
    case 'boolean':
      return 'yes or no.'
    case 'integer':
      return 'A whole number.'
    case 'list':
      return 'Items, one a line.'
    case 'text':
      return field.unknownRules.length > 0 ? `Text (the marketplace also checks: ${field.unknownRules.join(', ')}).` : 'Text.'
  }
}

/** Every column of the game's sheet, fixed fields first, then the template's in its order. */
export function importColumns(fields: readonly TemplateField[]): ImportColumn[] {
  return [
    ...FIXED_COLUMNS,
    ...fields.map((field) => ({
      name: `${DATA_PREFIX}${field.key}`,
      key: field.key,
      label: field.label,
      takes: fieldTakes(field),
      required: field.required ? 'yes' : 'no',
      field,
    })),
  ]
}
