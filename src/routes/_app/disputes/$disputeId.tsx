import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadIfPossible } from '../../../lib/load-query'
import { idParams } from '../../../lib/ids'
import { PageLoading } from '../../../components/ui/page-loading'
import { DisputeCaseNotFound } from '../../../features/disputes/case/dispute-case-not-found'
import { DisputeCasePage } from '../../../features/disputes/components/dispute-case-page'
import { disputeQueries } from '../../../features/disputes/queries'

export const Route = createFileRoute('/_app/disputes/$disputeId')({
  params: idParams('disputeId'),
  // Any failure, a missing case too, is shown by the page, with a retry.
  loader: ({ context, params, abortController }) =>
    loadIfPossible(context.queryClient, disputeQueries.detail(params.disputeId), abortController.signal),
  component: DisputeCaseRoute,
  pendingComponent: () => <PageLoading label="Loading the dispute case…" />,
  notFoundComponent: DisputeCaseNotFound,
})

function DisputeCaseRoute() {
  const { disputeId } = Route.useParams()
  return (
    <>
      <DisputeCasePage disputeCaseId={disputeId} />
      <Outlet />
    </>
  )
}
