import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { loadQuery } from '../../../lib/load-query'
import { parseId } from '../../../lib/ids'
import { PageLoading } from '../../../components/ui/page-loading'
import { DisputeCaseNotFound } from '../../../features/disputes/case/dispute-case-not-found'
import { DisputeCasePage } from '../../../features/disputes/components/dispute-case-page'
import { disputeQueries } from '../../../features/disputes/queries'

export const Route = createFileRoute('/_app/disputes/$disputeId')({
  loader: async ({ context, params, abortController }) => {
    const id = parseId(params.disputeId)
    if (id === null) throw notFound()
    // A failure is shown by the page, with a retry, rather than by the router's error boundary.
    await loadQuery(context.queryClient, disputeQueries.detail(id), abortController.signal).catch(() => null)
  },
  component: DisputeCaseRoute,
  pendingComponent: () => <PageLoading label="Loading the dispute case…" />,
  notFoundComponent: NotFound,
})

function DisputeCaseRoute() {
  const { disputeId } = Route.useParams()
  return (
    <>
      <DisputeCasePage disputeCaseId={Number(disputeId)} />
      <Outlet />
    </>
  )
}

function NotFound() {
  const { disputeId } = Route.useParams()
  return <DisputeCaseNotFound disputeId={disputeId} />
}
