import { queryOptions } from '@tanstack/react-query'
import type { CopyState } from '../../lib/ledger-copy'
import { copyEntries, type HeldEntries } from './copy-memory'
import { totalsOf, type FigureFilters } from './day-totals'
import { summarize, summarizeDays, type Figures, type Grouping } from './figures'
import type { DayRange } from './range'
import { rangePayments } from './range-payments'

/*
 * Where a range's figures come from: the local copy when it holds the whole range (no request at all), else
 * every page of the range from the API. Either way every payment of the range is counted, not only the page shown.
 */

export interface SourcedFigures extends Figures {
  /** When the copy was last brought up to date (ms); null for figures read from the API just now. */
  asOf: number | null
}

/** The figures of `range` from the copy held in memory: no request, no database read. */
export function copyFigures(held: HeldEntries, state: CopyState, range: DayRange, filters: FigureFilters, grouping: Grouping): SourcedFigures {
  return { ...summarizeDays(totalsOf(held, filters), range, grouping), asOf: state.syncedAt }
}

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
        ...summarize(await rangePayments(range, filters, signal), range, grouping),
        asOf: null,
      }),
      staleTime: 60_000,
    }),
}
