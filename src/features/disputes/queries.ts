import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { api } from '../../api/api'
import type { AcceptDisputeResult, OrderDisputeQuery } from '../../api/client'
import type { z } from 'zod/mini'
import type { acceptDisputeSchema } from '../../api/schemas'

export interface AcceptedDispute extends AcceptDisputeResult {
  /** When the seller accepted, in milliseconds. */
  acceptedAt: number
}

export const disputeQueries = {
  all: () => ['disputes'] as const,
  lists: () => [...disputeQueries.all(), 'list'] as const,
  list: (query: OrderDisputeQuery) =>
    queryOptions({
      queryKey: [...disputeQueries.lists(), query],
      queryFn: ({ signal }) => api.listOrderDisputes(query, { signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (disputeCaseId: number) =>
    queryOptions({
      queryKey: [...disputeQueries.all(), 'detail', disputeCaseId],
      queryFn: ({ signal }) => api.getOrderDispute(disputeCaseId, { signal }),
    }),
  /**
   * The answer to accepting, kept for as long as the app runs: on a server that cannot read a case, it is
   * the only way to know the case, and its message is what the seller is told.
   */
  accepted: (disputeCaseId: number) =>
    queryOptions<AcceptedDispute>({
      queryKey: [...disputeQueries.all(), 'accepted', disputeCaseId],
      queryFn: skipToken,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
}

/**
 * Accepts the dispute once and keeps the returned case as the case's current state. The lists of cases are
 * refetched, and so is every query under `relatedQueryKeys` (the order, which may now be refunded), before
 * the mutation counts as done.
 */
export function useAcceptDispute(disputeCaseId: number, relatedQueryKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...disputeQueries.all(), disputeCaseId, 'accept'],
    mutationFn: ({ message }: z.output<typeof acceptDisputeSchema>) => api.acceptOrderDispute(disputeCaseId, message),
    onSuccess: async (result) => {
      queryClient.setQueryData(disputeQueries.accepted(disputeCaseId).queryKey, { ...result, acceptedAt: Date.now() })
      const detailKey = disputeQueries.detail(disputeCaseId).queryKey
      if (result.dispute) queryClient.setQueryData(detailKey, result.dispute)
      await Promise.all([
        // An answer without the case (204) says nothing of its new state: read it again.
        result.dispute ? null : queryClient.invalidateQueries({ queryKey: detailKey }),
        queryClient.invalidateQueries({ queryKey: disputeQueries.lists() }),
        ...relatedQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ])
    },
  })
}
