import { createFileRoute, redirect } from '@tanstack/react-router'
import { loadQuery } from '../../../../lib/load-query'
import { whyNotAcceptable } from '../../../../features/disputes/acceptance'
import { disputeQueries } from '../../../../features/disputes/queries'
import { AcceptCaseScreen } from '../-components/accept-case-screen'
import { caseIdOf } from '../-components/case-id'

export const Route = createFileRoute('/_app/disputes/$disputeId/accept')({
  loader: async ({ context, params, abortController }) => {
    // The case route reports a bad id or a failed load; here only a case that cannot be accepted matters.
    const id = caseIdOf(params.disputeId)
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
  return <AcceptCaseScreen disputeId={disputeId} />
}
