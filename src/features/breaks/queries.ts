import { queryOptions } from '@tanstack/react-query'
import { sellerBreakList } from '../../api/lists'
import { getCurrentBreak, listSellerBreaks } from '../../api/seller-breaks'
import { listQuery } from '../../lib/load-query'

const all = () => ['seller-breaks'] as const

/** How often every page asks again whether a break is on (another tab or the marketplace's site may start one). */
const CURRENT_REFRESH_MS = 5 * 60_000

export const breakQueries = {
  all,
  list: listQuery(sellerBreakList, all(), (search, options) => listSellerBreaks(search, options)),
  /** The break that is on, or null: one record of the history, asked by every page. */
  current: () =>
    queryOptions({
      queryKey: [...all(), 'current'] as const,
      queryFn: ({ signal }) => getCurrentBreak({ signal }),
      staleTime: CURRENT_REFRESH_MS,
      refetchInterval: CURRENT_REFRESH_MS,
      refetchIntervalInBackground: false,
    }),
}
