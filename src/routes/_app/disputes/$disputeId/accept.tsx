import { createFileRoute, redirect } from '@tanstack/react-router'
import { loadForDialog } from '../../../../lib/load-query'
import { accountOrderQueries } from '../../../../features/account-orders/queries'
import { closingState } from '../../../../features/disputes/case-state'
import { AcceptCaseScreen } from '../../../../features/disputes/case/accept-case-screen'
import { disputeQueries } from '../../../../features/disputes/queries'
import { overviewQueries } from '../../../../features/overview/queries'

export const Route = createFileRoute('/_app/disputes/$disputeId/accept')({
  loader: ({ context, params, abortController }) =>
    loadForDialog(context.queryClient, disputeQueries.detail(params.disputeId), abortController.signal, {
      canOpen: (dispute) => closingState(dispute) === null,
      back: () => redirect({ to: '/disputes/$disputeId', params, replace: true }),
    }),
  component: AcceptCaseRoute,
})

function AcceptCaseRoute() {
  const { disputeId } = Route.useParams()
  return (
    <AcceptCaseScreen disputeCaseId={disputeId} relatedQueryKeys={[accountOrderQueries.all(), overviewQueries.all()]} />
  )
}
