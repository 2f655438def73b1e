import { ApiError } from '../lib/api-error'
import { fixedField, type FixedField, type OptionValue, type TemplateEntry } from '../lib/offer-template'
import { api } from './api'
import { encodeId, type RequestOptions } from './request-kit'
import { int, isPlainObject } from './read/fields'
import { readRecords, type ReadList } from './read/record'
import { gameShape, type Game } from './records/game'

/*
 * The games a seller can list in and their offer templates (api-notes, "Games" and "Templates"). Declared apart
 * from client.ts: only the screens that create offers load them.
 */

/** The three kinds of offer made from a template. */
export type OfferKind = 'account' | 'item' | 'currency'

/** The key of a kind's template data, in the template and in the offer sent. */
export const TEMPLATE_DATA_KEY = { account: 'account_data', item: 'item_data', currency: 'currency_data' } as const

/** The game's `services` entry that says a kind can be sold for it. */
const SERVICE = { account: 'accounts', item: 'items', currency: 'currencies' } as const

export interface OfferTemplate {
  kind: OfferKind
  /** The fixed fields and their sample values, in the template's order. */
  fixed: FixedField[]
  /** The data entries that could be read, in the template's order. */
  entries: TemplateEntry[]
  /** The keys of data entries that could not be read (the others are kept); `*` when the whole map could not. */
  unreadable: string[]
}

function unexpected(status: number, what: string): ApiError {
  return new ApiError({ kind: 'invalid_response', status, message: `The marketplace API sent an unexpected response (${what}).` })
}

export function readGames(json: unknown, status: number): ReadList<Game> & { lastPage: number } {
  const data = isPlainObject(json) ? json.data : undefined
  if (!Array.isArray(data)) throw unexpected(status, 'data is not a list')
  const lastPage = isPlainObject(json) && isPlainObject(json.meta) ? int(json.meta.last_page) : 1
  return { ...readRecords(gameShape, data), lastPage: typeof lastPage === 'number' ? lastPage : 1 }
}

const GAME_PAGES = 20

/** Every game (`GET /v2/games`, page after page): the list is the seller's to choose from, so it is read whole. */
export async function getGames({ signal }: RequestOptions = {}): Promise<ReadList<Game>> {
  const games: Game[] = []
  let leftOut = 0
  for (let page = 1; page <= GAME_PAGES; page++) {
    const query = new URLSearchParams({ page: String(page), per_page: '100' })
    const result = await api.request('GET', '/v2/games', readGames, { signal, query })
    if (result.data === null) throw unexpected(result.status, 'the body is empty')
    games.push(...result.data.records)
    leftOut += result.data.leftOut
    if (page >= result.data.lastPage) break
  }
  return { records: games, leftOut }
}

/** The games whose `services` let `kind` be sold, with a slug to ask their template by. */
export function gamesFor(games: readonly Game[], kind: OfferKind): Game[] {
  return games.filter((game) => game.slug !== null && game.services?.includes(SERVICE[kind]))
}

const optionValue = (raw: unknown): raw is OptionValue =>
  typeof raw === 'string' || typeof raw === 'boolean' || (typeof raw === 'number' && Number.isFinite(raw))

const ruleText = (rule: unknown) => (typeof rule === 'string' ? rule : JSON.stringify(rule))

/** `condition` as rules: "required|string|max:20", a list of rules; anything else is one rule, as JSON text, for the server to judge. */
function rulesOf(condition: unknown): string[] {
  if (typeof condition === 'string') return condition.split('|').filter((rule) => rule.trim() !== '')
  if (Array.isArray(condition)) return condition.map(ruleText)
  return condition == null ? [] : [ruleText(condition)]
}

function readEntry(key: string, raw: unknown): TemplateEntry | null {
  if (!isPlainObject(raw)) return null
  const rules = rulesOf(raw.condition)
  const values = raw.values == null ? null : Array.isArray(raw.values) && raw.values.every(optionValue) ? raw.values : undefined
  return values === undefined ? null : { key, rules, values }
}

const sampleText = (raw: unknown) =>
  typeof raw === 'string' ? raw : typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : ''

/** `{ template: { ...fixed fields..., <kind>_data: { field: { condition, values? } } } }`, entry by entry. */
export const readOfferTemplate =
  (kind: OfferKind) =>
  (json: unknown, status: number): OfferTemplate => {
    const template = isPlainObject(json) ? json.template : undefined
    if (!isPlainObject(template)) throw unexpected(status, 'template is not an object')
    const dataKey = TEMPLATE_DATA_KEY[kind]
    const fixed = Object.entries(template)
      .filter(([name]) => name !== dataKey)
      .map(([name, sample]) => fixedField(name, sampleText(sample)))
    const data = template[dataKey]
    if (data != null && !isPlainObject(data) && !(Array.isArray(data) && data.length === 0)) {
      return { kind, fixed, entries: [], unreadable: ['*'] }
    }
    const entries: TemplateEntry[] = []
    const unreadable: string[] = []
    for (const [key, raw] of Object.entries(isPlainObject(data) ? data : {})) {
      const entry = readEntry(key, raw)
      if (entry) entries.push(entry)
      else unreadable.push(key)
    }
    return { kind, fixed, entries, unreadable }
  }

/**
 * The game's template for `kind` (`GET /v2/{kind}-offers/templates/{slug}`). A game without that service answers
 * 404, an `ApiError` with status 404 (see `isNoTemplate`).
 */
export async function getOfferTemplate(kind: OfferKind, gameSlug: string, { signal }: RequestOptions = {}): Promise<OfferTemplate> {
  const path = `/v2/${kind}-offers/templates/${encodeId(gameSlug)}`
  const result = await api.request('GET', path, readOfferTemplate(kind), { signal })
  if (result.data === null) throw unexpected(result.status, 'the body is empty')
  return result.data
}

/** The game has no template of that kind: it does not sell it here. */
export function isNoTemplate(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}
