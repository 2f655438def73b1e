import type { NewAccountOffer } from '../../../api/account-offers'
import { OFFER_CREDENTIAL_MAX_LENGTH } from '../../../api/limits'
import { templateFields, type TemplateField } from '../../../lib/offer-template'
import { checkSecretBatch } from '../../../lib/secret-batch'
import { checkTemplateValues, templateData } from '../../../lib/template-values'
import { imageLinks, offerValueErrors, readDelivery, type OfferTextField } from '../offer-values'
import { choiceOf, headerKey, matchHeader, unusedHeaders, type ColumnChoice, type HeaderMatch } from './column-match'
import { DATA_PREFIX, importColumns } from './import-columns'
import { canonicalRow } from './row-hash'

/*
 * The rows of a table checked with the checks every offer form uses (the fixed fields', the template's, the
 * credential batch's), and the offer each sends. A row that fails says why, field by field; nothing is sent for it.
 */

export interface ImportRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  number: number
  title: string
  price: string
  /** Why it cannot be sent; empty when it can. */
  problems: string[]
  /** What `POST /v2/account-offers/create` takes; held in memory only (it carries the credentials). */
  offer: NewAccountOffer
  /** The row's canonical form (for its hash); it carries the credentials too. */
  canonical: string
  /** The credentials' texts, to keep them out of anything recorded. */
  secrets: string[]
}

export interface CheckedTable {
  /** The header as matched by name. */
  header: HeaderMatch
  /** The header cells no column takes (under the seller's mapping, when there is one). */
  unused: string[]
  rows: ImportRow[]
}

/** The game the import is for: its slug (sent) and its name (a row's `game` cell may say either). */
export interface ImportGame {
  slug: string
  name: string
}

/** `is_manual` read as the template's checkboxes are: yes/no/true/false/1/0. */
const [MANUAL] = templateFields([{ key: 'is_manual', rules: ['boolean'], values: null }])
const FIXED_CHECKED: OfferTextField[] = ['title', 'description', 'price', 'image_urls']
const DELIVERY = /^(\d+)\s*(minute|hour|day)s?$/i

function checkCredentials(cell: string, manual: boolean, problems: string[]): string[] {
  const batch = checkSecretBatch(cell, { mode: 'blocks', maxLength: OFFER_CREDENTIAL_MAX_LENGTH })
  for (const entry of batch.entries) {
    if (entry.flag === 'too-long') problems.push(`credentials: account ${entry.position} has ${entry.length} characters; at most ${OFFER_CREDENTIAL_MAX_LENGTH}.`)
    if (entry.flag === 'duplicate') problems.push(`credentials: account ${entry.position} is the same as account ${entry.repeats}.`)
  }
  const flagged = batch.entries.some((entry) => entry.flag === 'too-long' || entry.flag === 'duplicate')
  if (!manual && batch.ready.length === 0 && !flagged) problems.push('credentials: at least one account is needed unless is_manual is yes.')
  return batch.ready
}

function checkGame(game: ImportGame, text: string): string[] {
  const named = headerKey(text)
  if (named === '' || named === headerKey(game.slug) || named === headerKey(game.name)) return []
  return [`game: “${text.trim()}” is not ${game.name}; this import is for ${game.name} only.`]
}

function checkRow(game: ImportGame, fields: readonly TemplateField[], number: number, cells: Record<string, string>): ImportRow {
  const cell = (name: string) => cells[name] ?? ''
  const problems = checkGame(game, cell('game'))
  const manualMessage = checkTemplateValues([MANUAL!], { is_manual: cell('is_manual') }).is_manual
  if (manualMessage) problems.push(`is_manual: ${manualMessage.replace(/^[^:]*: /, '')}`)
  const manual = templateData([MANUAL!], { is_manual: cell('is_manual') }).is_manual === true

  const [, duration = cell('delivery_time').trim(), unit = ''] = DELIVERY.exec(cell('delivery_time').trim()) ?? []
  const values = {
    title: cell('title'),
    description: cell('description'),
    price: cell('price'),
    delivery_duration: duration,
    delivery_unit: `${unit.toLowerCase()}s`,
    delivery_instructions: cell('delivery_instructions'),
    image_urls: cell('image_urls'),
  }
  const delivery = manual || values.delivery_duration !== '' ? readDelivery(values) : null
  const fixed = { ...offerValueErrors(values, FIXED_CHECKED), ...(typeof delivery === 'string' ? { delivery_time: delivery } : {}) }
  for (const [name, message] of Object.entries(fixed)) problems.push(`${name}: ${message}`)
  const credentials = checkCredentials(cell('credentials'), manual, problems)

  const data = Object.fromEntries(fields.map((field) => [field.name, cell(`${DATA_PREFIX}${field.key}`)]))
  problems.push(...Object.values(checkTemplateValues(fields, data)))

  const offer: NewAccountOffer = {
    game: game.slug,
    title: values.title.trim(),
    description: values.description.trim(),
    price: values.price.trim(),
    ...(credentials.length > 0 ? { credentials } : {}),
    ...(manual ? { is_manual: true } : {}),
    ...(delivery !== null && typeof delivery !== 'string' ? { delivery_time: delivery } : {}),
    ...(values.delivery_instructions.trim() ? { delivery_instructions: values.delivery_instructions.trim() } : {}),
    ...(imageLinks(values.image_urls).length > 0 ? { image_urls: imageLinks(values.image_urls) } : {}),
    ...(cell('private_note').trim() ? { private_note: cell('private_note').trim() } : {}),
    account_data: templateData(fields, data),
  }
  return { number, title: offer.title, price: offer.price, problems, offer, canonical: canonicalRow(game.slug, cells), secrets: credentials }
}

/** A row of a table as its cells by column name; null for a row with nothing in it. */
function cellsOf(row: readonly string[], choice: ColumnChoice): Record<string, string> | null {
  if (row.every((text) => text.trim() === '')) return null
  const cells: Record<string, string> = {}
  for (const [name, index] of Object.entries(choice)) if (index !== null) cells[name] = row[index] ?? ''
  return cells
}

/**
 * The table's rows under its header (its first row), each checked, and repeats across rows flagged. The columns
 * are the seller's choice from the mapping step, or the header matched by name.
 */
export function checkTable(
  game: ImportGame,
  fields: readonly TemplateField[],
  table: readonly (readonly string[])[],
  chosen?: ColumnChoice,
): CheckedTable {
  const [first = [], ...body] = table
  const header = matchHeader(first, importColumns(fields))
  const choice = chosen ?? choiceOf(header)
  const rows: ImportRow[] = []
  const rowsSeen = new Map<string, number>()
  const credentialsSeen = new Map<string, number>()
  body.forEach((cellsRow, index) => {
    const cells = cellsOf(cellsRow, choice)
    if (cells === null) return
    const row = checkRow(game, fields, index + 2, cells)
    if (cellsRow.length !== first.length) row.problems.unshift(`The row has ${cellsRow.length} cells; the header has ${first.length}.`)
    const same = rowsSeen.get(row.canonical)
    if (same !== undefined) row.problems.unshift(`The same as row ${same}.`)
    else rowsSeen.set(row.canonical, row.number)
    for (const [position, text] of row.secrets.entries()) {
      const earlier = credentialsSeen.get(text)
      if (earlier !== undefined && same === undefined) row.problems.push(`credentials: account ${position + 1} is also in row ${earlier}.`)
      else credentialsSeen.set(text, row.number)
    }
    rows.push(row)
  })
  return { header, unused: unusedHeaders(first, choice), rows }
}
