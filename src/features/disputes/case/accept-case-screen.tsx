import { useQuery, type QueryKey } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { AcceptDisputeDialog } from '../components/accept-dispute-dialog'
import { disputeQueries } from '../queries'

interface AcceptCaseScreenProps {
  disputeCaseId: number
  /** Accepting may refund the order: the order and the lists and counts of orders are read again. */
  relatedQueryKeys: readonly QueryKey[]
}

/** The accept-dispute dialog over its case; closing or accepting returns to the case. */
export function AcceptCaseScreen({ disputeCaseId, relatedQueryKeys }: AcceptCaseScreenProps) {
  const navigate = useNavigate()
  const { data: dispute } = useQuery(disputeQueries.detail(disputeCaseId))
  const backToCase = () =>
    void navigate({ to: '/disputes/$disputeId', params: { disputeId: disputeCaseId }, replace: true })
  // The case page behind the dialog shows loading, errors and a missing case.
  if (!dispute) return null
  return (
    <AcceptDisputeDialog
      disputeCaseId={disputeCaseId}
      relatedQueryKeys={relatedQueryKeys}
      onClose={backToCase}
      onAccepted={backToCase}
    />
  )
}
