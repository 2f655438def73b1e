import { createFileRoute, redirect } from '@tanstack/react-router'
import { loadForDialog } from '../../../../lib/load-query'
import { AcceptDisputeScreen } from '../../../../features/account-orders/detail/accept-dispute-screen'
import { accountOrderQueries } from '../../../../features/account-orders/queries'
import { AcceptDisputeDialog } from '../../../../features/disputes/components/accept-dispute-dialog'
import { overviewQueries } from '../../../../features/overview/queries'

export const Route = createFileRoute('/_app/account-orders/$accountOrderId/accept-dispute')({
  loader: ({ context, params, abortController }) =>
    loadForDialog(context.queryClient, accountOrderQueries.detail(params.accountOrderId), abortController.signal, {
      canOpen: (order) => order.dispute_case_id !== null,
      back: () => redirect({ to: '/account-orders/$accountOrderId', params, replace: true }),
    }),
  component: AcceptDisputeRoute,
})

function AcceptDisputeRoute() {
  return (
    <AcceptDisputeScreen
      accountOrderId={Route.useParams().accountOrderId}
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
