import { ORDER_STATUSES, type OrderStatus } from '../../api/schemas'
import type { FieldErrors } from './http'

export const ID_FILTERS = ['gift_card_id', 'gift_card_offer_id', 'region_id', 'brand_id', 'buyer_id'] as const
export const DATE_FILTERS = ['created_at', 'updated_at', 'completed_at', 'refunded_at'] as const
export const SORT_FIELDS = ['id', 'unit_price', 'price', 'quantity', 'created_at', 'updated_at', 'completed_at'] as const
export const SORTS = SORT_FIELDS.flatMap((field) => [field, `-${field}`] as const)

export type IdFilter = (typeof ID_FILTERS)[number]
export type DateFilter = (typeof DATE_FILTERS)[number]
export type SortField = (typeof SORT_FIELDS)[number]

export const DEFAULT_SORT = '-created_at'
export const DEFAULT_PER_PAGE = 15
export const MAX_PER_PAGE = 50
const MAX_PAGE = 1_000_000

export interface GiftCardOrderQuery {
  /** Digits that an order's id must contain; null for no search. `''` matches nothing (a search that is not digits). */
  search: string | null
  /** Ids to match, by filter; a list entry that is not an integer matches nothing. */
  ids: Partial<Record<IdFilter, number[]>>
  status: OrderStatus | null
  /** Inclusive ranges of Unix seconds, by filter. */
  dates: Partial<Record<DateFilter, { from: number; to: number }>>
  sort: { field: SortField; descending: boolean }
  page: number
  perPage: number
}

/** The last value of a parameter, trimmed, as PHP reads a repeated parameter; empty counts as absent. */
function param(params: URLSearchParams, name: string): string | null {
  const value = params.getAll(name).at(-1)?.trim()
  return value ? value : null
}

/** `YYYY-MM-DD` as the Unix second of that UTC day's start, or null when it is no real date. */
function parseDay(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim())
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(year, month - 1, day)
  const date = new Date(ms)
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return ms / 1000
}

function parseDateFilter(text: string): { from: number; to: number } | 'invalid' | 'reversed' {
  const parts = text.split(',')
  if (parts.length > 2) return 'invalid'
  const days = parts.map(parseDay)
  if (days.some((day) => day === null)) return 'invalid'
  const from = days[0] as number
  const lastDay = days.at(-1) as number
  if (lastDay < from) return 'reversed'
  return { from, to: lastDay + 86399 }
}

function parseIds(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim()).filter((part) => part !== '')
  if (parts.length === 0) return null
  return parts.map((part) => (/^\d{1,15}$/.test(part) ? Number(part) : Number.NaN))
}

function parsePositiveInt(text: string | null, name: string, label: string, max: number, errors: FieldErrors) {
  if (text === null) return null
  if (!/^[+-]?\d+$/.test(text)) {
    errors[name] = [`The ${label} field must be an integer.`]
    return null
  }
  const value = Number(text)
  if (value < 1) errors[name] = [`The ${label} field must be at least 1.`]
  else if (value > max) errors[name] = [`The ${label} field must not be greater than ${max}.`]
  return value
}

export type ParsedQuery = { ok: true; query: GiftCardOrderQuery } | { ok: false; errors: FieldErrors }

export function parseGiftCardOrderQuery(params: URLSearchParams): ParsedQuery {
  const errors: FieldErrors = {}

  const searchText = param(params, 'filter[search]')
  const search = searchText === null ? null : /^\d+$/.test(searchText) ? searchText : ''

  const ids: GiftCardOrderQuery['ids'] = {}
  for (const filter of ID_FILTERS) {
    const text = param(params, `filter[${filter}]`)
    const list = text === null ? null : parseIds(text)
    if (list) ids[filter] = list
  }

  const statusText = param(params, 'filter[status]')
  const status = ORDER_STATUSES.find((value) => value === statusText) ?? null
  if (statusText !== null && status === null) errors['filter.status'] = ['The selected filter.status is invalid.']

  const dates: GiftCardOrderQuery['dates'] = {}
  for (const filter of DATE_FILTERS) {
    const text = param(params, `filter[${filter}]`)
    if (text === null) continue
    const range = parseDateFilter(text)
    if (range === 'invalid') {
      errors[`filter.${filter}`] = [
        `The filter.${filter} field must be a date (YYYY-MM-DD) or two dates separated by a comma (YYYY-MM-DD,YYYY-MM-DD).`,
      ]
    } else if (range === 'reversed') {
      errors[`filter.${filter}`] = [`The filter.${filter} range must not end before it starts.`]
    } else {
      dates[filter] = range
    }
  }

  const sortText = param(params, 'sort') ?? DEFAULT_SORT
  const sort = SORTS.find((value) => value === sortText)
  if (!sort) errors.sort = [`The selected sort is invalid. Use one of: ${SORTS.join(', ')}.`]

  const perPage = parsePositiveInt(param(params, 'per_page'), 'per_page', 'per page', MAX_PER_PAGE, errors)
  const page = parsePositiveInt(param(params, 'page'), 'page', 'page', MAX_PAGE, errors)

  if (Object.keys(errors).length > 0 || !sort) return { ok: false, errors }
  const descending = sort.startsWith('-')
  return {
    ok: true,
    query: {
      search,
      ids,
      status,
      dates,
      sort: { field: (descending ? sort.slice(1) : sort) as SortField, descending },
      page: page ?? 1,
      perPage: perPage ?? DEFAULT_PER_PAGE,
    },
  }
}
