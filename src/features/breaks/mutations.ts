import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SellerBreakMode } from '../../api/lists'
import { endSellerBreak, startSellerBreak } from '../../api/seller-break-writes'
import { breakQueries } from './queries'

/* A break's writes, apart from its queries, which every page's banner loads. */

/** Starts a break: one POST, never retried; then the banner and the history are read again. */
export function useStartBreak() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { activity: { action: 'Break started', itemType: 'seller-break', itemId: 0 } },
    mutationFn: ({ mode, comment }: { mode: SellerBreakMode; comment: string }) => startSellerBreak(mode, comment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: breakQueries.all() }),
    retry: false,
  })
}

/** Ends the break `id` with the endpoint the dashboard assumes: one POST, never retried. */
export function useEndBreak(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { activity: { action: 'Break ended', itemType: 'seller-break', itemId: id } },
    mutationFn: () => endSellerBreak(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: breakQueries.all() }),
    retry: false,
  })
}
