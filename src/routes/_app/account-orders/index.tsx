import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { accountOrderList } from '../../../api/lists'
import { openDefaultView } from '../../../components/list/open-default-view'
import { ListPending } from '../../../components/list/table-skeleton'
import { AccountOrdersPage } from '../../../features/account-orders/list/account-orders-page'
import { accountOrderQueries } from '../../../features/account-orders/queries'
import { loadListQuery } from '../../../lib/load-query'
import { listSearchDefaults, listSearchSchema } from '../../../lib/list-search'

export const Route = createFileRoute('/_app/account-orders/')({
  validateSearch: listSearchSchema(accountOrderList),
  beforeLoad: (options) => openDefaultView(accountOrderList, options),
  search: { middlewares: [stripSearchParams(listSearchDefaults(accountOrderList))] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause, abortController }) =>
    loadListQuery(context.queryClient, accountOrderQueries.list(deps), cause, abortController.signal),
  pendingComponent: () => <ListPending title="Account orders" columns={9} />,
  component: AccountOrdersPage,
})
