import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { AccountOrder } from '../../api/records/account-order'
import type { DisputeCase } from '../../api/records/dispute-case'
import { isApiError } from '../../lib/api-error'
import { useWriteCheck, type WriteCheckOutcome } from '../../lib/write-check'
import { disputeQueries } from './queries'

/** The seller has acted on the case: it no longer waits for them, or its events say they accepted. */
export function isAcceptedBySeller(dispute: DisputeCase): boolean {
  const events = dispute.events?.records ?? []
  if (events.some((event) => event.type === 'seller_accepted')) return true
  if (dispute.locked_at !== null || dispute.closed_at !== null) return true
  return dispute.status !== null && dispute.status !== 'waiting_for_seller'
}

const isOrderOfCase = (data: unknown, disputeCaseId: number) =>
  typeof data === 'object' && data !== null && (data as Partial<AccountOrder>).dispute_case_id === disputeCaseId

/** A server with only the spec's operations cannot read a case. */
const notOnThisServer = (error: unknown) => isApiError(error) && [404, 405, 501].includes(error.status)

/**
 * "Check now" after accepting timed out: reads the case (or, on a server that cannot, the order) back and
 * says whether the server has the acceptance. It only reads.
 */
export function useAcceptCheck(disputeCaseId: number, relatedQueryKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient()
  return useWriteCheck(async (): Promise<WriteCheckOutcome> => {
    try {
      const dispute = await queryClient.fetchQuery({ ...disputeQueries.detail(disputeCaseId), staleTime: 0 })
      if (!isAcceptedBySeller(dispute)) return 'not-applied'
      queryClient.setQueryData(disputeQueries.accepted(disputeCaseId).queryKey, {
        dispute,
        message: null,
        requestId: null,
        acceptedAt: Date.now(),
      })
      await Promise.all(
        [disputeQueries.lists(), ...relatedQueryKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
      return 'applied'
    } catch (error) {
      if (!notOnThisServer(error)) throw error
    }
    // Only a refund shows on the order; a case forwarded to the marketplace does not.
    await Promise.all(
      relatedQueryKeys.map((queryKey) => queryClient.refetchQueries({ queryKey, type: 'active' }, { throwOnError: true })),
    )
    const order = relatedQueryKeys
      .flatMap((queryKey) => queryClient.getQueriesData<unknown>({ queryKey }))
      .map(([, data]) => data)
      .find((data): data is AccountOrder => isOrderOfCase(data, disputeCaseId))
    return order && (order.refunded_at !== null || order.status === 'refunded') ? 'applied' : 'unknown'
  })
}
