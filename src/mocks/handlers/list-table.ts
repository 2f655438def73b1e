import { http, HttpResponse } from 'msw'
import type { FilterOf, ListDeclaration, SortField } from '../../api/lists'
import { compareDecimal } from '../values'
import { checkAuth } from './auth'
import { validationError } from './http'
import { parseListRequest, type FilterInput, type ListRequest } from './list-query'
import { paginate } from './pagination'

/** How a record answers a filter of each kind. */
interface Readers<R> {
  search: (record: R, text: string) => boolean
  ids: (record: R) => number
  enum: (record: R) => string
  enums: (record: R) => string
  date: (record: R) => number | null
  flag: (record: R) => boolean
}

type Comparator<R> = (a: R, b: R) => number

/** The mock's side of a list declaration: how each filter reads a record and how each sort compares two. */
export interface ListTable<L extends ListDeclaration, R extends { id: number }> {
  list: L
  filters: { [F in FilterOf<L> as F['name']]: Readers<R>[F['kind']] }
  /** Ascending, by sort field. */
  sorts: Record<SortField<L>, Comparator<R>>
}

/** Numbers ascending, MySQL's way: NULL before any value, so after every value when descending. */
export function byNumber<R>(read: (record: R) => number | null): Comparator<R> {
  return (a, b) => {
    const [x, y] = [read(a), read(b)]
    if (x === null || y === null) return x === y ? 0 : x === null ? -1 : 1
    return x - y
  }
}

/** Money ascending, as exact decimals, never as floats. */
export function byDecimal<R>(read: (record: R) => string): Comparator<R> {
  return (a, b) => compareDecimal(read(a), read(b))
}

function matchesFilter<R>(reader: Readers<R>[keyof Readers<R>], input: FilterInput, record: R): boolean {
  switch (input.kind) {
    case 'search':
      return (reader as Readers<R>['search'])(record, input.text)
    case 'ids':
      return input.ids.includes((reader as Readers<R>['ids'])(record))
    case 'enum':
      return (reader as Readers<R>['enum'])(record) === input.value
    case 'enums':
      return input.values.includes((reader as Readers<R>['enums'])(record))
    case 'date': {
      const at = (reader as Readers<R>['date'])(record)
      return at !== null && at >= input.from && at <= input.to
    }
    case 'flag':
      return (reader as Readers<R>['flag'])(record) === input.value
  }
}

/**
 * The records that match the request's filters, in its order. Ties are broken by id in the same direction
 * (`-price` lists equal prices by descending id), so every record has one place and pages never overlap.
 */
export function selectRecords<L extends ListDeclaration, R extends { id: number }>(
  table: ListTable<L, R>,
  records: Iterable<R>,
  request: ListRequest,
): R[] {
  const readers = table.filters as Record<string, Readers<R>[keyof Readers<R>]>
  const compare = (table.sorts as Record<string, Comparator<R>>)[request.sort.field]
  if (!compare) throw new Error(`no comparator for sort ${request.sort.field}`)
  const sign = request.sort.descending ? -1 : 1
  const filters = [...request.filters].map(([name, input]) => {
    const reader = readers[name]
    if (!reader) throw new Error(`no reader for filter ${name}`)
    return (record: R) => matchesFilter(reader, input, record)
  })
  return [...records]
    .filter((record) => filters.every((matches) => matches(record)))
    .sort((a, b) => sign * (compare(a, b) || a.id - b.id))
}

/**
 * `GET <list.path>` as the live service answers it: 401 without a valid token, 422 `{ message, errors }` for
 * an invalid parameter, else one page with Laravel's `meta` and `links`. `present` shapes a record of the page.
 */
export function listHandler<L extends ListDeclaration, R extends { id: number }>(
  table: ListTable<L, R>,
  records: (request: Request) => Iterable<R>,
  present: (record: R) => unknown = (record) => record,
) {
  return http.get(`*${table.list.path}`, ({ request }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const parsed = parseListRequest(table.list, new URL(request.url).searchParams)
    if (!parsed.ok) return validationError(parsed.errors)
    const { page, perPage } = parsed.request
    const selected = selectRecords(table, records(request), parsed.request)
    const answer = paginate(selected, page, perPage, request.url)
    return HttpResponse.json({ ...answer, data: answer.data.map(present) })
  })
}
