import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { giftCardOrderList } from '../../../api/lists'
import { openDefaultView } from '../../../components/list/open-default-view'
import { ListPending } from '../../../components/list/table-skeleton'
import { GiftCardOrdersPage } from '../../../features/gift-card-orders/components/gift-card-orders-page'
import { giftCardOrderQueries } from '../../../features/gift-card-orders/queries'
import { loadListQuery } from '../../../lib/load-query'
import { listSearchDefaults, listSearchSchema } from '../../../lib/list-search'

export const Route = createFileRoute('/_app/gift-card-orders/')({
  validateSearch: listSearchSchema(giftCardOrderList),
  beforeLoad: (options) => openDefaultView(giftCardOrderList, options),
  search: { middlewares: [stripSearchParams(listSearchDefaults(giftCardOrderList))] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause, abortController }) =>
    loadListQuery(context.queryClient, giftCardOrderQueries.list(deps), cause, abortController.signal),
  pendingComponent: () => <ListPending title="Gift card orders" columns={9} />,
  component: GiftCardOrdersPage,
})
