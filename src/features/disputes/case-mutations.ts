import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { api } from '../../api/api'
import type { CounterDisputeBody, DisputeAnswerKind, EscalateDisputeBody } from '../../api/dispute-answers'
import { caseWriteSettlers, disputeQueries } from './queries'

const ANSWER_ACTIVITY: Record<DisputeAnswerKind, string> = {
  counter: 'Dispute countered',
  escalate: 'Dispute escalated',
}

/** Counters or escalates the case once; the activity log records it with its request id. */
export function useAnswerDispute(disputeCaseId: number, kind: DisputeAnswerKind, relatedQueryKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...disputeQueries.all(), disputeCaseId, kind],
    meta: { activity: { action: ANSWER_ACTIVITY[kind], itemType: 'dispute-case', itemId: disputeCaseId } },
    // The body itself is the mutation's variables, so the texts in it are kept out of the log as sent strings.
    mutationFn: (body: CounterDisputeBody | EscalateDisputeBody) =>
      api.answerOrderDispute(
        disputeCaseId,
        kind === 'counter' ? { kind, body: body as CounterDisputeBody } : { kind, body: body as EscalateDisputeBody },
      ),
    ...caseWriteSettlers(queryClient, disputeCaseId, relatedQueryKeys),
  })
}
