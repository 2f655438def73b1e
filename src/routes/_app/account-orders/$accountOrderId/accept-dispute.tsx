import { createFileRoute, redirect } from '@tanstack/react-router'
import { loadQuery } from '../../../../lib/load-query'
import { isIdText } from '../../../../lib/ids'
import { AcceptDisputeScreen } from '../../../../features/account-orders/detail/accept-dispute-screen'
import { accountOrderQueries } from '../../../../features/account-orders/queries'
import { AcceptDisputeDialog } from '../../../../features/disputes/components/accept-dispute-dialog'
import { overviewQueries } from '../../../../features/overview/queries'

export const Route = createFileRoute('/_app/account-orders/$accountOrderId/accept-dispute')({
  loader: async ({ context, params, abortController }) => {
    // The order route reports a missing order; here only an order without a dispute matters.
    if (!isIdText(params.accountOrderId)) return
    const order = await loadQuery(
      context.queryClient,
      accountOrderQueries.detail(params.accountOrderId),
      abortController.signal,
    ).catch(() => null)
    if (order && order.dispute_case_id === null) {
      throw redirect({ to: '/account-orders/$accountOrderId', params, replace: true })
    }
  },
  component: AcceptDisputeRoute,
})

function AcceptDisputeRoute() {
  const { accountOrderId } = Route.useParams()
  return (
    <AcceptDisputeScreen
      accountOrderId={accountOrderId}
      dialog={(disputeCaseId, backToOrder) => (
        <AcceptDisputeDialog
          disputeCaseId={disputeCaseId}
          relatedQueryKeys={[accountOrderQueries.all(), overviewQueries.all()]}
          onClose={backToOrder}
          onAccepted={backToOrder}
        />
      )}
    />
  )
}
