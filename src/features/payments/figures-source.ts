import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/api'
import { PAYMENT_TYPES } from '../../api/lists'
import type { Payment } from '../../api/records/payment'
import type { CopyState } from '../../lib/ledger-copy'
import { choiceList } from '../../lib/list-filter-values'
import { copyEntries, type HeldEntries } from './copy-memory'
import { dayTotals, summarize, summarizeDays, type DayTotals, type Entry, type Figures, type Grouping } from './figures'
import type { DayRange } from './range'

/*
 * Where a range's figures come from: the local copy when it holds the whole range (no request at all), else
 * every page of the range from the API. Either way every payment of the range is counted, not only the page shown.
 */

/** The ledger's filters the figures follow (the text search only on the API: its matching is the server's). */
export interface FigureFilters {
  /** One type or several, as the URL writes them: `sale,fine`. */
  type?: string | number
  is_fine?: 0 | 1
  is_warehouse?: 0 | 1
  search?: string | number
}

export interface SourcedFigures extends Figures {
  /** When the copy was last brought up to date (ms); null for figures read from the API just now. */
  asOf: number | null
}

const PER_PAGE = 50
const MAX_PAGES = 2000

/** Whether an entry of the copy passes the ledger's filters, as the API's `filter[type|is_fine|is_warehouse]` would. */
function matcher(filters: FigureFilters): ((entry: Entry) => boolean) | null {
  const types = filters.type === undefined ? null : new Set<string | null>(choiceList(filters.type, PAYMENT_TYPES))
  const { is_fine: fine, is_warehouse: warehouse } = filters
  if (types === null && fine === undefined && warehouse === undefined) return null
  return (entry) =>
    (types === null || types.has(entry.type)) &&
    (fine === undefined || entry.is_fine === (fine === 1)) &&
    (warehouse === undefined || entry.is_warehouse === (warehouse === 1))
}

// The day totals of the copy held, per filter, until the next write to it: a range is then a sum of its days.
const totals = new WeakMap<ReadonlyMap<number, Entry>, { version: number; byFilter: Map<string, DayTotals> }>()

function totalsOf({ entries, version }: HeldEntries, filters: FigureFilters): DayTotals {
  let held = totals.get(entries)
  if (held?.version !== version) totals.set(entries, (held = { version, byFilter: new Map() }))
  const types = filters.type === undefined ? null : choiceList(filters.type, PAYMENT_TYPES).join(',')
  const key = JSON.stringify([types, filters.is_fine ?? null, filters.is_warehouse ?? null])
  let found = held.byFilter.get(key)
  if (!found) held.byFilter.set(key, (found = dayTotals(entries.values(), matcher(filters))))
  return found
}

/** The figures of `range` from the copy held in memory: no request, no database read. */
export function copyFigures(held: HeldEntries, state: CopyState, range: DayRange, filters: FigureFilters, grouping: Grouping): SourcedFigures {
  return { ...summarizeDays(totalsOf(held, filters), range, grouping), asOf: state.syncedAt }
}

/** Adds up the days of the whole copy ahead of time (the ledger without filters), once it is in memory. */
export function prepareCopyFigures(held: HeldEntries | null) {
  if (held) totalsOf(held, {})
}

const rangeText = ({ from, to }: DayRange) =>
  `${new Date(from).toISOString().slice(0, 10)},${new Date(to).toISOString().slice(0, 10)}`

/** One key type for both sources, so that a screen can switch between them. */
const figuresKey = (...parts: unknown[]): readonly unknown[] => ['payments', 'figures', ...parts]

export const figureQueries = {
  fromCopy: (shop: string, state: CopyState, range: DayRange, filters: FigureFilters, grouping: Grouping) =>
    queryOptions({
      queryKey: figuresKey('copy', shop, state, range, filters, grouping),
      queryFn: async (): Promise<SourcedFigures> => copyFigures(await copyEntries(shop), state, range, filters, grouping),
      staleTime: Infinity,
    }),
  fromApi: (range: DayRange, filters: FigureFilters, grouping: Grouping) =>
    queryOptions({
      queryKey: figuresKey('api', range, filters, grouping),
      queryFn: async ({ signal }): Promise<SourcedFigures> => ({
        ...summarize(await readRange(range, filters, signal), range, grouping),
        asOf: null,
      }),
      staleTime: 60_000,
    }),
}

/** Every payment of `range` that matches `filters`, page after page; one met twice (pages moved) counts once. */
export async function readRange(range: DayRange, filters: FigureFilters, signal: AbortSignal): Promise<Payment[]> {
  const payments = new Map<number, Payment>()
  let lastPage = 1
  for (let page = 1; page <= Math.min(lastPage, MAX_PAGES); page++) {
    const query = { ...filters, created_at: rangeText(range), sort: '-created_at' as const, per_page: PER_PAGE, page }
    const result = await api.listPayments(query, { signal })
    for (const payment of result.records) payments.set(payment.id, payment)
    lastPage = result.meta.last_page ?? page
  }
  return [...payments.values()]
}
