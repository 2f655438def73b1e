import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/api'
import { getRateLimit, type RateLimitState } from '../../api/rate-limit'

/** How often the alerts look for news; tests shorten it. */
export const alertPolling = { intervalMs: 60_000 }

/** Newest first, a few: only what arrived since the last poll matters. */
const PAGE = { sort: '-created_at', per_page: 10 } as const
/** Below this share of requests left, the alerts look less often (below 10 %, the client waits for the reset). */
const SLOW_SHARE = 0.25
const SLOWER = 3

/** The polling interval: the base one, longer when few API requests are left in the window. */
export function pollInterval(base: number, rateLimit: RateLimitState | null): number {
  return rateLimit !== null && rateLimit.remaining < rateLimit.limit * SLOW_SHARE ? base * SLOWER : base
}

/** One poll: the ids of the page, newest first, every interval, also while the tab is in the background. */
function pollOptions(name: string, list: (signal: AbortSignal) => Promise<{ records: readonly { id: number }[] }>) {
  return queryOptions({
    queryKey: ['alerts', name],
    queryFn: ({ signal }) => list(signal),
    select: (page) => page.records.map((record) => record.id),
    refetchInterval: () => pollInterval(alertPolling.intervalMs, getRateLimit()),
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  })
}

export const alertQueries = {
  disputes: () =>
    pollOptions('disputes-waiting', (signal) => api.listOrderDisputes({ ...PAGE, status: 'waiting_for_seller' }, { signal })),
  orders: () => pollOptions('orders-pending', (signal) => api.listAccountOrders({ ...PAGE, status: 'pending' }, { signal })),
}
