import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/api'
import type { Payment } from '../../api/records/payment'
import type { CopyState } from '../../lib/ledger-copy'
import { summarize, type Figures, type Grouping } from './figures'
import type { DayRange } from './range'
import { withCopy } from './use-ledger-copy'

/*
 * Where a range's figures come from: the local copy when it holds the whole range (no request at all), else
 * every page of the range from the API. Either way every payment of the range is counted, not only the page shown.
 */

/** The ledger's filters the figures follow (the text search only on the API: its matching is the server's). */
export interface FigureFilters {
  type?: string
  is_fine?: 0 | 1
  is_warehouse?: 0 | 1
  search?: string | number
}

export interface SourcedFigures extends Figures {
  /** When the copy was last brought up to date (ms); null for figures read from the API just now. */
  asOf: number | null
}

const DAY = 86_400
const PER_PAGE = 50
const MAX_PAGES = 2000

function matches(payment: Payment, filters: FigureFilters): boolean {
  if (filters.type !== undefined && payment.type !== filters.type) return false
  if (filters.is_fine !== undefined && payment.is_fine !== (filters.is_fine === 1)) return false
  if (filters.is_warehouse !== undefined && payment.is_warehouse !== (filters.is_warehouse === 1)) return false
  return true
}

const rangeText = ({ from, to }: DayRange) =>
  `${new Date(from).toISOString().slice(0, 10)},${new Date(to).toISOString().slice(0, 10)}`

/** One key type for both sources, so that a screen can switch between them. */
const figuresKey = (...parts: unknown[]): readonly unknown[] => ['payments', 'figures', ...parts]

export const figureQueries = {
  fromCopy: (shop: string, state: CopyState, range: DayRange, filters: FigureFilters, grouping: Grouping) =>
    queryOptions({
      queryKey: figuresKey('copy', shop, state.syncedAt, range, filters, grouping),
      queryFn: async (): Promise<SourcedFigures> => {
        const payments = (await withCopy(shop, (copy) => copy.between(range.from / 1000, range.to / 1000 + DAY - 1))) ?? []
        const kept = filters.type === undefined && filters.is_fine === undefined && filters.is_warehouse === undefined
        return { ...summarize(kept ? payments : payments.filter((p) => matches(p, filters)), range, grouping), asOf: state.syncedAt }
      },
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
