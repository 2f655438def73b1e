import { createFileRoute, redirect } from '@tanstack/react-router'
import { loadQuery } from '../../../../lib/load-query'
import { parseId } from '../../../../lib/ids'
import { accountOrderQueries } from '../../../../features/account-orders/queries'
import { whyNotAcceptable } from '../../../../features/disputes/acceptance'
import { AcceptCaseScreen } from '../../../../features/disputes/case/accept-case-screen'
import { disputeQueries } from '../../../../features/disputes/queries'
import { overviewQueries } from '../../../../features/overview/queries'

export const Route = createFileRoute('/_app/disputes/$disputeId/accept')({
  loader: async ({ context, params, abortController }) => {
    // The case route reports a bad id or a failed load; here only a case that cannot be accepted matters.
    const id = parseId(params.disputeId)
    if (id === null) return
    const dispute = await loadQuery(context.queryClient, disputeQueries.detail(id), abortController.signal).catch(
      () => null,
    )
    if (dispute && whyNotAcceptable(dispute) !== null) {
      throw redirect({ to: '/disputes/$disputeId', params, replace: true })
    }
  },
  component: AcceptCaseRoute,
})

function AcceptCaseRoute() {
  const { disputeId } = Route.useParams()
  return (
    <AcceptCaseScreen
      disputeCaseId={Number(disputeId)}
      relatedQueryKeys={[accountOrderQueries.all(), overviewQueries.all()]}
    />
  )
}
