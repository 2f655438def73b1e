import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { sellerBreakList, type SellerBreakMode } from '../../api/lists'
import { endSellerBreak, getCurrentBreak, listSellerBreaks, startSellerBreak } from '../../api/seller-breaks'
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

/** Starts a break: one POST, never retried; then the banner and the history are read again. */
export function useStartBreak() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { activity: { action: 'Break started', itemType: 'seller-break', itemId: 0 } },
    mutationFn: ({ mode, comment }: { mode: SellerBreakMode; comment: string }) => startSellerBreak(mode, comment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: all() }),
    retry: false,
  })
}

/** Ends the break `id` with the endpoint the dashboard assumes: one POST, never retried. */
export function useEndBreak(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { activity: { action: 'Break ended', itemType: 'seller-break', itemId: id } },
    mutationFn: () => endSellerBreak(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: all() }),
    retry: false,
  })
}
