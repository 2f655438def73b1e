import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { itemOfferOrderList } from '../../../../api/lists'
import { ListPending } from '../../../../components/list/table-skeleton'
import { ItemOfferOrdersPage } from '../../../../features/item-orders/list/item-offer-orders-page'
import { itemOrderQueries } from '../../../../features/item-orders/queries'
import { idParams } from '../../../../lib/ids'
import { listSearchDefaults, listSearchSchema } from '../../../../lib/list-search'
import { loadListQuery } from '../../../../lib/load-query'

export const Route = createFileRoute('/_app/item-offers/$itemOfferId/orders')({
  params: idParams('itemOfferId'),
  validateSearch: listSearchSchema(itemOfferOrderList),
  search: { middlewares: [stripSearchParams(listSearchDefaults(itemOfferOrderList))] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, cause, abortController }) =>
    loadListQuery(context.queryClient, itemOrderQueries.offer(params.itemOfferId)(deps), cause, abortController.signal),
  pendingComponent: () => <ListPending title="Orders" columns={7} />,
  component: ItemOfferOrdersPage,
})
