import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { currencyOrderList } from '../../../../api/lists'
import { ListPending } from '../../../../components/list/table-skeleton'
import { CurrencyOrdersPage } from '../../../../features/currency-orders/list/currency-orders-page'
import { currencyOrderQueries } from '../../../../features/currency-orders/queries'
import { idParams } from '../../../../lib/ids'
import { listSearchDefaults, listSearchSchema } from '../../../../lib/list-search'
import { loadListQuery } from '../../../../lib/load-query'

export const Route = createFileRoute('/_app/currency-offers/$currencyOfferId/orders')({
  params: idParams('currencyOfferId'),
  validateSearch: listSearchSchema(currencyOrderList),
  search: { middlewares: [stripSearchParams(listSearchDefaults(currencyOrderList))] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, cause, abortController }) =>
    loadListQuery(context.queryClient, currencyOrderQueries.list(params.currencyOfferId)(deps), cause, abortController.signal),
  pendingComponent: () => <ListPending title="Orders" columns={6} />,
  component: CurrencyOrdersPage,
})
