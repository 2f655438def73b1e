import { queryOptions, skipToken, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { api } from '../../api/api'
import type { AcceptDisputeResult } from '../../api/client'
import type { z } from 'zod'
import type { acceptDisputeSchema } from '../../api/schemas'

export interface AcceptedDispute extends AcceptDisputeResult {
  /** When the seller accepted, in milliseconds. */
  acceptedAt: number
}

/**
 * The Seller API cannot read a dispute case: the case is only known from the answer to accepting it.
 * That answer is kept here, for as long as the app runs, so it is still shown after navigating away and back.
 */
export const disputeQueries = {
  all: () => ['disputes'] as const,
  detail: (disputeCaseId: number) =>
    queryOptions({
      queryKey: [...disputeQueries.all(), 'detail', disputeCaseId],
      queryFn: ({ signal }) => api.getOrderDispute(disputeCaseId, { signal }),
    }),
  accepted: (disputeCaseId: number) =>
    queryOptions<AcceptedDispute>({
      queryKey: [...disputeQueries.all(), disputeCaseId],
      queryFn: skipToken,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
}

/**
 * Accepts the dispute once, keeps the returned case, and refetches `relatedQueryKey` (the order, which may
 * now be refunded) before the mutation counts as done.
 */
export function useAcceptDispute(disputeCaseId: number, relatedQueryKey: QueryKey) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...disputeQueries.all(), disputeCaseId, 'accept'],
    mutationFn: ({ message }: z.output<typeof acceptDisputeSchema>) => api.acceptOrderDispute(disputeCaseId, message),
    onSuccess: async (result) => {
      queryClient.setQueryData(disputeQueries.accepted(disputeCaseId).queryKey, { ...result, acceptedAt: Date.now() })
      await queryClient.invalidateQueries({ queryKey: relatedQueryKey })
    },
  })
}
