import type { FilterKind, ListDeclaration, ListFilter } from '../../api/lists'
import type { FieldErrors } from './http'

const MAX_PAGE = 1_000_000

/** A filter's value as read from the query; which one depends on the filter's kind. */
export type FilterInput =
  | { kind: 'search'; text: string }
  /** A list entry that is not an integer is NaN, so it matches nothing. */
  | { kind: 'ids'; ids: number[] }
  | { kind: 'enum'; value: string }
  | { kind: 'enums'; values: string[] }
  /** Inclusive, in Unix seconds. */
  | { kind: 'date'; from: number; to: number }
  | { kind: 'flag'; value: boolean }

export interface ListRequest {
  filters: Map<string, FilterInput>
  sort: { field: string; descending: boolean }
  page: number
  perPage: number
}

export type ParsedListRequest = { ok: true; request: ListRequest } | { ok: false; errors: FieldErrors }

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

function parseIds(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim()).filter((part) => part !== '')
  if (parts.length === 0) return null
  return parts.map((part) => (/^\d{1,15}$/.test(part) ? Number(part) : Number.NaN))
}

/** Reads one filter; a string is the validation message (Laravel's wording), null means "no filter". */
const READERS: Record<FilterKind, (text: string, filter: ListFilter) => FilterInput | string | null> = {
  search: (text) => ({ kind: 'search', text }),
  ids: (text) => {
    const ids = parseIds(text)
    return ids && { kind: 'ids', ids }
  },
  enum: (text, filter) =>
    filter.values?.includes(text) ? { kind: 'enum', value: text } : `The selected filter.${filter.name} is invalid.`,
  enums: (text, filter) => {
    const values = text.split(',').map((part) => part.trim()).filter((part) => part !== '')
    if (values.some((value) => !filter.values?.includes(value))) return `The selected filter.${filter.name} is invalid.`
    return values.length > 0 ? { kind: 'enums', values } : null
  },
  date: (text, { name }) => {
    const parts = text.split(',')
    const days = parts.length > 2 ? [null] : parts.map(parseDay)
    const from = days[0]
    const last = days.at(-1)
    if (days.some((day) => day === null) || typeof from !== 'number' || typeof last !== 'number') {
      return `The filter.${name} field must be a date (YYYY-MM-DD) or two dates separated by a comma (YYYY-MM-DD,YYYY-MM-DD).`
    }
    if (last < from) return `The filter.${name} range must not end before it starts.`
    return { kind: 'date', from, to: last + 86399 }
  },
  flag: (text, { name }) =>
    text === '1' || text === '0' ? { kind: 'flag', value: text === '1' } : `The filter.${name} field must be true or false.`,
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

/** Reads a list request as the live service validates it: every invalid parameter is reported at once. */
export function parseListRequest(list: ListDeclaration, params: URLSearchParams): ParsedListRequest {
  const errors: FieldErrors = {}
  const filters = new Map<string, FilterInput>()
  for (const filter of list.filters) {
    const text = param(params, filter.param)
    const read = text === null ? null : READERS[filter.kind](text, filter)
    if (typeof read === 'string') errors[`filter.${filter.name}`] = [read]
    else if (read) filters.set(filter.name, read)
  }

  const sort = param(params, 'sort') ?? list.defaultSort
  if (!list.sorts.includes(sort)) errors.sort = [`The selected sort is invalid. Use one of: ${list.sorts.join(', ')}.`]

  const perPage = parsePositiveInt(param(params, 'per_page'), 'per_page', 'per page', list.maxPerPage, errors)
  const page = parsePositiveInt(param(params, 'page'), 'page', 'page', MAX_PAGE, errors)

  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const descending = sort.startsWith('-')
  return {
    ok: true,
    request: {
      filters,
      sort: { field: descending ? sort.slice(1) : sort, descending },
      page: page ?? 1,
      perPage: perPage ?? list.defaultPerPage,
    },
  }
}
