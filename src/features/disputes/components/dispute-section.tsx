import { useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import type { AccountOrder } from '../../../api/records/account-order'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { orderAcceptDecision } from '../acceptance'
import styles from '../disputes.module.css'
import { DISPUTE_TITLE_ID } from '../ids'
import { disputeQueries } from '../queries'
import { AcceptAction } from './accept-action'
import { AnswerActions, CaseWaiting } from './answer-actions'
import { AnswerActionsRoom } from './answer-actions-room'
import { CaseReadState } from './case-read-state'
import { Deadline } from './deadline'
import { DisputeCaseView } from './dispute-case-view'


/** Whether the order has a dispute part: disputed, or a case id (even one that could not be read). */
export function hasDispute(order: AccountOrder): boolean {
  return order.is_disputed === true || order.dispute_case_id !== null || 'dispute_case_id' in order.unreadable
}

const UNREADABLE_CASE_ID = 'The dispute case id could not be read.'

/** The dispute of an order: the case as the server has it, and the way to accept. */
export function DisputeSection({ accountOrderId, order }: { accountOrderId: number; order: AccountOrder }) {
  const isDisputed = order.is_disputed === true
  const disputeCaseId = order.dispute_case_id
  const caseIdUnreadable = 'dispute_case_id' in order.unreadable
  const isRefunded = order.refunded_at !== null || order.status === 'refunded'
  const caseQuery = useQuery({ ...disputeQueries.detail(disputeCaseId ?? -1), enabled: disputeCaseId !== null })
  const { data: accepted } = useQuery({
    ...disputeQueries.accepted(disputeCaseId ?? -1),
    enabled: disputeCaseId !== null,
  })
  const navigate = useNavigate()
  // On a server that cannot read cases, the answer to accepting is the only case there is.
  const dispute = caseQuery.data ?? accepted?.dispute ?? null
  // Until the case is in, the action waits for it, whether it came with the page or after it painted.
  const decision = orderAcceptDecision({ dispute, pending: caseQuery.isPending, refunded: isRefunded })

  return (
    <div className={styles.section}>
      <h2 id={DISPUTE_TITLE_ID} tabIndex={-1}>
        Dispute
      </h2>
      {accepted ? (
        <Alert tone="success" role="status">
          {accepted.message ?? 'You accepted the dispute.'}
        </Alert>
      ) : null}
      {disputeCaseId !== null ? (
        <p>
          {isDisputed ? 'The buyer has opened a dispute on this order' : 'This order has a dispute case'} (
          <Link to="/disputes/$disputeId" params={{ disputeId: disputeCaseId }}>
            case {disputeCaseId}
          </Link>
          ).
        </p>
      ) : caseIdUnreadable ? null : (
        <p>The order is marked as disputed, but the API gave no dispute case, so it cannot be accepted here.</p>
      )}
      {dispute ? (
        <DisputeCaseView dispute={dispute} waiting={CaseWaiting} />
      ) : disputeCaseId !== null ? (
        <CaseReadState query={caseQuery} accepted={accepted !== undefined} />
      ) : null}
      {caseIdUnreadable ? (
        <p>
          <Button variant="danger" disabled aria-describedby="dispute-case-id-unreadable">
            Accept dispute
          </Button>{' '}
          <span id="dispute-case-id-unreadable">{UNREADABLE_CASE_ID}</span>
        </p>
      ) : null}
      {dispute && decision.kind === 'offered' && dispute.active_due_at !== null ? (
        <p>
          Answer by <Deadline dueAt={dispute.active_due_at} expired={dispute.is_active_deadline_expired === true} />
        </p>
      ) : null}
      {disputeCaseId !== null && !accepted ? (
        <AcceptAction
          decision={decision}
          onAccept={() =>
            void navigate({ to: '/account-orders/$accountOrderId/accept-dispute', params: { accountOrderId } })
          }
          more={
            <Suspense fallback={<AnswerActionsRoom />}>
              <AnswerActions disputeCaseId={disputeCaseId} />
            </Suspense>
          }
        />
      ) : null}
    </div>
  )
}
