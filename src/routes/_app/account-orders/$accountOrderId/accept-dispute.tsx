import { createFileRoute, redirect } from '@tanstack/react-router'
import { accountOrderQueries } from '../../../../features/account-orders/queries'
import { AcceptDisputeScreen } from '../-components/accept-dispute-screen'

export const Route = createFileRoute('/_app/account-orders/$accountOrderId/accept-dispute')({
  loader: async ({ context, params }) => {
    // The order route reports a missing order; here only an order without a dispute matters.
    const order = await context.queryClient
      .ensureQueryData(accountOrderQueries.detail(params.accountOrderId))
      .catch(() => null)
    if (order && order.dispute_case_id === null) {
      throw redirect({ to: '/account-orders/$accountOrderId', params, replace: true })
    }
  },
  component: AcceptDisputeRoute,
})

function AcceptDisputeRoute() {
  const { accountOrderId } = Route.useParams()
  return <AcceptDisputeScreen accountOrderId={accountOrderId} />
}
