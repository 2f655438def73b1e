import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { AccountOrder } from '../../api/records/account-order'
import type { DisputeCase } from '../../api/records/dispute-case'
import { isApiError } from '../../lib/api-error'
import { useWriteCheck, type WriteCheckOutcome } from '../../lib/write-check'
import { acceptanceShown } from './acceptance'
import { disputeQueries } from './queries'

const isOrderOfCase = (data: unknown, disputeCaseId: number) =>
  typeof data === 'object' && data !== null && (data as Partial<AccountOrder>).dispute_case_id === disputeCaseId

/** A server with only the spec's operations cannot read a case. */
const notOnThisServer = (error: unknown) => isApiError(error) && [404, 405, 501].includes(error.status)

/**
 * "Check now" after accepting timed out: reads the case (or, on a server that cannot, the order) back and
 * says whether the server has the acceptance; `fromOrder` when it was read from the order's refund. It only reads. `start()`, as the accept is sent, keeps the case
 * as it was then, to compare with what is read back.
 */
export function useAcceptCheck(disputeCaseId: number, relatedQueryKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient()
  const before = useRef<DisputeCase | null>(null)
  // "Applied" read from the order's refund, not from the case: an inference, which the dialog says it is.
  const [fromOrder, setFromOrder] = useState(false)
  const check = useWriteCheck(async (): Promise<WriteCheckOutcome> => {
    setFromOrder(false)
    try {
      const dispute = await queryClient.fetchQuery({ ...disputeQueries.detail(disputeCaseId), staleTime: 0 })
      const outcome = acceptanceShown(dispute, before.current)
      if (outcome !== 'applied') return outcome
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
      relatedQueryKeys.map((queryKey) =>
        queryClient.refetchQueries({ queryKey, type: 'active' }, { throwOnError: true }),
      ),
    )
    const order = relatedQueryKeys
      .flatMap((queryKey) => queryClient.getQueriesData<unknown>({ queryKey }))
      .map(([, data]) => data)
      .find((data): data is AccountOrder => isOrderOfCase(data, disputeCaseId))
    if (!order || (order.refunded_at === null && order.status !== 'refunded')) return 'unknown'
    setFromOrder(true)
    return 'applied'
  })
  const start = () => {
    before.current = queryClient.getQueryData(disputeQueries.detail(disputeCaseId).queryKey) ?? null
    check.clear()
  }
  return { ...check, start, fromOrder }
}
