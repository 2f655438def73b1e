import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { accountOrderQueries } from '../../../../features/account-orders/queries'
import { AcceptDisputeDialog } from '../../../../features/disputes/components/accept-dispute-dialog'
import { overviewQueries } from '../../../../features/overview/queries'

/** The accept-dispute dialog over its order; closing or accepting returns to the order. */
export function AcceptDisputeScreen({ accountOrderId }: { accountOrderId: string }) {
  const navigate = useNavigate()
  const orderQuery = accountOrderQueries.detail(accountOrderId)
  const { data: order } = useQuery(orderQuery)
  const backToOrder = () =>
    void navigate({ to: '/account-orders/$accountOrderId', params: { accountOrderId }, replace: true })
  // The order page behind the dialog shows loading, errors and a missing order.
  if (!order || order.dispute_case_id === null) return null
  return (
    <AcceptDisputeDialog
      disputeCaseId={order.dispute_case_id}
      relatedQueryKeys={[accountOrderQueries.all(), overviewQueries.all()]}
      onClose={backToOrder}
      onAccepted={backToOrder}
    />
  )
}
