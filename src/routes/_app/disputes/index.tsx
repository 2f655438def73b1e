import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { orderDisputeList } from '../../../api/lists'
import { openDefaultView } from '../../../components/list/open-default-view'
import { ListPending } from '../../../components/list/table-skeleton'
import { DisputesPage } from '../../../features/disputes/list/disputes-page'
import { disputeQueries } from '../../../features/disputes/queries'
import { loadListQuery } from '../../../lib/load-query'
import { listSearchDefaults, listSearchSchema } from '../../../lib/list-search'

export const Route = createFileRoute('/_app/disputes/')({
  validateSearch: listSearchSchema(orderDisputeList),
  beforeLoad: (options) => openDefaultView(orderDisputeList, options),
  search: { middlewares: [stripSearchParams(listSearchDefaults(orderDisputeList))] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause, abortController }) =>
    loadListQuery(context.queryClient, disputeQueries.list(deps), cause, abortController.signal),
  pendingComponent: () => <ListPending title="Disputes" columns={8} />,
  component: DisputesPage,
})
