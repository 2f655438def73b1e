import { choiceList, normalizeIdList, parseDateFilter, toUrlValue, urlText } from './list-filter-values'
import { oneOf, searchValidator, wholeNumber, withDefault, type SearchRead, type SearchValidator } from './search-params'

/*
 * A list's URL state, derived from the list's declaration (api/lists.ts satisfies `ListDefinition`): one key
 * per filter, `sort`, `page` and `per_page`. A value that fails its check falls back quietly, as if it were
 * not in the URL, so an old or hand-written link never breaks the page.
 */

export type ListFilterKind = 'search' | 'ids' | 'enum' | 'enums' | 'date' | 'flag'

export interface ListFilterDefinition {
  /** The key in the URL, e.g. `gift_card_id`. */
  readonly name: string
  readonly kind: ListFilterKind
  readonly label: string
  /** Only for `enum` and `enums`. */
  readonly values?: readonly string[]
}

export interface ListDefinition {
  readonly filters: readonly ListFilterDefinition[]
  readonly sorts: readonly [string, ...string[]]
  readonly defaultSort: string
  readonly maxPerPage: number
  readonly defaultPerPage: number
}

type FilterValue<F> = F extends { readonly kind: 'enum'; readonly values: readonly (infer V)[] }
  ? V
  : F extends { readonly kind: 'flag' }
    ? 0 | 1
    : string | number

export type ListFilterValues<L extends ListDefinition> = {
  readonly [F in L['filters'][number] as F['name']]?: FilterValue<F>
}

export type ListSort<L extends ListDefinition> = L['sorts'][number]

export type ListSearch<L extends ListDefinition> = ListFilterValues<L> & {
  readonly sort: ListSort<L>
  readonly page: number
  readonly per_page: number
}

/** What a link may write: any part of the search; the rest takes its default. */
export type ListSearchInput<L extends ListDefinition> = Partial<ListSearch<L>>

/** The page sizes offered; a size from the URL (1 to the list's maximum) is offered too. */
export const PAGE_SIZES = [15, 25, 50] as const

/** Text (or a number, as the router hands numeric text over) that passes `check`, which may tidy it. */
function optionalText(check: (text: string) => string | null): SearchRead<string | number> {
  return (value) => {
    const text = urlText(value)?.trim()
    const normalized = text ? check(text) : null
    return normalized === null ? undefined : toUrlValue(normalized)
  }
}

const SEARCH_MAX_LENGTH = 100

const FLAG_VALUES: readonly unknown[] = [1, 0, '1', '0', true, false]

function filterRead(filter: ListFilterDefinition): SearchRead<unknown> {
  switch (filter.kind) {
    case 'search':
      return optionalText((text) => (text.length <= SEARCH_MAX_LENGTH ? text : null))
    case 'ids':
      return optionalText(normalizeIdList)
    case 'date':
      return optionalText((text) => (parseDateFilter(text) ? text : null))
    case 'enum':
      return oneOf(filter.values ?? [])
    case 'enums':
      // An unknown value is left out; none known is no filter.
      return optionalText((text) => choiceList(text, filter.values ?? []).join(',') || null)
    case 'flag':
      return (value) => (FLAG_VALUES.includes(value) ? (value === 1 || value === '1' || value === true ? 1 : 0) : undefined)
  }
}

/** The route's `validateSearch` for a list: every filter by its kind, the sort, the page and the page size. */
export function listSearchSchema<const L extends ListDefinition>(list: L): SearchValidator<ListSearchInput<L>, ListSearch<L>> {
  const reads: Record<string, SearchRead<unknown>> = Object.fromEntries(list.filters.map((filter) => [filter.name, filterRead(filter)]))
  reads.sort = withDefault(oneOf(list.sorts), list.defaultSort)
  reads.per_page = withDefault(wholeNumber(1, list.maxPerPage), list.defaultPerPage)
  reads.page = withDefault(wholeNumber(1), 1)
  return searchValidator(reads)
}

/** The search a list shows with nothing in its URL: what the route leaves out of links. */
export function listSearchDefaults<L extends ListDefinition>(list: L): ListSearch<L> {
  return { sort: list.defaultSort, per_page: list.defaultPerPage, page: 1 } as ListSearch<L>
}

type AnySearch = Readonly<Record<string, unknown>>

export function hasFilters(list: ListDefinition, search: AnySearch): boolean {
  return list.filters.some((filter) => search[filter.name] !== undefined)
}

/** The search without any filter, keeping the sort and the page size, on page 1. */
export function withoutFilters<L extends ListDefinition>(search: ListSearch<L>): ListSearch<L> {
  return { sort: search.sort, per_page: search.per_page, page: 1 } as ListSearch<L>
}

/** The filters of the folded form: ids and dates. */
export function formFilters(list: ListDefinition): ListFilterDefinition[] {
  return list.filters.filter((filter) => filter.kind === 'ids' || filter.kind === 'date')
}

/** Changes whenever the URL's id or date filters change, so the filter form starts again from the URL. */
export function filterFormKey(list: ListDefinition, search: AnySearch): string {
  return JSON.stringify(formFilters(list).map((filter) => search[filter.name] ?? null))
}

/** `-price` → `{ key: 'price', descending: true }` */
export function sortKeyOf(sort: string): { key: string; descending: boolean } {
  const descending = sort.startsWith('-')
  return { key: descending ? sort.slice(1) : sort, descending }
}
