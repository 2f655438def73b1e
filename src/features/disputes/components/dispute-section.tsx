import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import '../disputes.css'
import { ACCEPT_DISPUTE_BUTTON_ID, DISPUTE_TITLE_ID } from '../ids'
import { disputeQueries } from '../queries'
import { DisputeCaseView } from './dispute-case-view'

interface DisputeSectionProps {
  accountOrderId: string
  isDisputed: boolean
  disputeCaseId: number | null
  /** A refunded order has nothing left to accept. */
  isRefunded: boolean
}

/** The dispute of an order: what the order says, the case once accepted, and the way to accept. */
export function DisputeSection({ accountOrderId, isDisputed, disputeCaseId, isRefunded }: DisputeSectionProps) {
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
      ) : (
        <p>The order is marked as disputed, but the API gave no dispute case, so it cannot be accepted here.</p>
      )}
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
