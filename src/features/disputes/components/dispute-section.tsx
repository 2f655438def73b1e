import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { AccountOrder } from '../../../api/records/account-order'
import '../disputes.css'
import { ACCEPT_DISPUTE_BUTTON_ID, DISPUTE_TITLE_ID } from '../ids'
import { disputeQueries } from '../queries'
import { DisputeCaseView } from './dispute-case-view'

/** Whether the order has a dispute part: disputed, or a case id (even one that could not be read). */
export function hasDispute(order: AccountOrder): boolean {
  return order.is_disputed === true || order.dispute_case_id !== null || 'dispute_case_id' in order.unreadable
}

const UNREADABLE_CASE_ID = 'The dispute case id could not be read.'

/** The dispute of an order: what the order says, the case once accepted, and the way to accept. */
export function DisputeSection({ accountOrderId, order }: { accountOrderId: string; order: AccountOrder }) {
  const isDisputed = order.is_disputed === true
  const disputeCaseId = order.dispute_case_id
  const caseIdUnreadable = 'dispute_case_id' in order.unreadable
  // A refunded order has nothing left to accept.
  const isRefunded = order.refunded_at !== null || order.status === 'refunded'
  const { data: accepted } = useQuery({
    ...disputeQueries.accepted(disputeCaseId ?? -1),
    enabled: disputeCaseId !== null,
  })
  const navigate = useNavigate()
  const canAccept = isDisputed && disputeCaseId !== null && !accepted && !isRefunded

  return (
    <div className="dispute-section">
      <h2 id={DISPUTE_TITLE_ID} tabIndex={-1}>
        Dispute
      </h2>
      {accepted ? (
        <>
          <p className="alert alert--success" role="status">
            {accepted.message ?? 'You accepted the dispute.'}
          </p>
          {accepted.dispute ? (
            <DisputeCaseView dispute={accepted.dispute} />
          ) : (
            <p className="muted">The server confirmed the acceptance without sending the case.</p>
          )}
        </>
      ) : disputeCaseId !== null ? (
        <>
          <p>
            {isDisputed ? 'The buyer has opened a dispute on this order' : 'This order has a dispute case'} (case{' '}
            {disputeCaseId}).
          </p>
          <p className="muted">
            {isRefunded
              ? 'The order is refunded, so there is nothing left to accept.'
              : 'The Seller API shows a case only in its answer to accepting it, so the deadlines and events of the case appear here once you accept.'}
          </p>
        </>
      ) : caseIdUnreadable ? null : (
        <p>The order is marked as disputed, but the API gave no dispute case, so it cannot be accepted here.</p>
      )}
      {caseIdUnreadable && !isRefunded ? (
        <p>
          <button type="button" className="button button--danger" disabled aria-describedby="dispute-case-id-unreadable">
            Accept dispute
          </button>{' '}
          <span id="dispute-case-id-unreadable">{UNREADABLE_CASE_ID}</span>
        </p>
      ) : null}
      {canAccept ? (
        <p>
          <button
            id={ACCEPT_DISPUTE_BUTTON_ID}
            type="button"
            className="button button--danger"
            aria-haspopup="dialog"
            onClick={() =>
              void navigate({ to: '/account-orders/$accountOrderId/accept-dispute', params: { accountOrderId } })
            }
          >
            Accept dispute
          </button>
        </p>
      ) : null}
    </div>
  )
}
