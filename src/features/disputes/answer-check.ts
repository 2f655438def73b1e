import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import type { DisputeAnswerKind } from '../../api/dispute-answers'
import type { DisputeCase } from '../../api/records/dispute-case'
import { useWriteCheck, type WriteCheckOutcome } from '../../lib/write-check'
import { disputeQueries } from './queries'

/** The event each answer adds to the case. */
export const ANSWER_EVENT: Record<DisputeAnswerKind, string> = {
  counter: 'seller_countered',
  escalate: 'dispute_escalated',
}

/** The status each answer leads to, on the mock and (as far as is known) on the live service. */
const ANSWER_STATUS: Record<DisputeAnswerKind, string> = { counter: 'waiting_for_buyer', escalate: 'under_review' }

/**
 * Whether a case read back after an answer of unknown outcome shows it: a new event of its kind, or the status
 * it leads to where the case had another before. Without the case as it was, only the status can tell.
 */
export function answerShown(kind: DisputeAnswerKind, after: DisputeCase, before: DisputeCase | null): WriteCheckOutcome {
  const seen = new Set((before?.events?.records ?? []).map((event) => event.id))
  const added = (after.events?.records ?? []).filter((event) => !seen.has(event.id))
  if (before && added.some((event) => event.type === ANSWER_EVENT[kind])) return 'applied'
  if (after.status === null) return 'unknown'
  if (after.status === ANSWER_STATUS[kind]) return before && before.status !== after.status ? 'applied' : 'unknown'
  return before && after.status === before.status ? 'not-applied' : 'unknown'
}

/** "Check now" after a counter or escalation of unknown outcome: reads the case back; it never sends again. */
export function useAnswerCheck(disputeCaseId: number, kind: DisputeAnswerKind) {
  const queryClient = useQueryClient()
  const before = useRef<DisputeCase | null>(null)
  const check = useWriteCheck(async () => {
    const dispute = await queryClient.fetchQuery({ ...disputeQueries.detail(disputeCaseId), staleTime: 0 })
    const outcome = answerShown(kind, dispute, before.current)
    if (outcome === 'applied') await queryClient.invalidateQueries({ queryKey: disputeQueries.lists() })
    return outcome
  })
  const start = () => {
    before.current = queryClient.getQueryData(disputeQueries.detail(disputeCaseId).queryKey) ?? null
    check.clear()
  }
  return { ...check, start }
}
