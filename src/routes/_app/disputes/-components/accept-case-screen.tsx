import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { accountOrderQueries } from '../../../../features/account-orders/queries'
import { AcceptDisputeDialog } from '../../../../features/disputes/components/accept-dispute-dialog'
import { disputeQueries } from '../../../../features/disputes/queries'
import { overviewQueries } from '../../../../features/overview/queries'

/** The accept-dispute dialog over its case; closing or accepting returns to the case. */
export function AcceptCaseScreen({ disputeId }: { disputeId: string }) {
  const navigate = useNavigate()
  const disputeCaseId = Number(disputeId)
  const { data: dispute } = useQuery(disputeQueries.detail(disputeCaseId))
  const backToCase = () => void navigate({ to: '/disputes/$disputeId', params: { disputeId }, replace: true })
  // The case page behind the dialog shows loading, errors and a missing case.
  if (!dispute) return null
  return (
    <AcceptDisputeDialog
      disputeCaseId={disputeCaseId}
      // Accepting may refund the order: the order and the lists and counts of orders are read again.
      relatedQueryKeys={[accountOrderQueries.all(), overviewQueries.all()]}
      onClose={backToCase}
      onAccepted={backToCase}
    />
  )
}
