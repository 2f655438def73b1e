import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { currencyOfferList } from '../../../api/lists'
import { openDefaultView } from '../../../components/list/open-default-view'
import { ListPending } from '../../../components/list/table-skeleton'
import { CurrencyOffersPage } from '../../../features/currency-offers/list/currency-offers-page'
import { currencyOfferQueries } from '../../../features/currency-offers/queries'
import { loadListQuery } from '../../../lib/load-query'
import { listSearchDefaults, listSearchSchema } from '../../../lib/list-search'

export const Route = createFileRoute('/_app/currency-offers/')({
  validateSearch: listSearchSchema(currencyOfferList),
  beforeLoad: (options) => openDefaultView(currencyOfferList, options),
  search: { middlewares: [stripSearchParams(listSearchDefaults(currencyOfferList))] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause, abortController }) =>
    loadListQuery(context.queryClient, currencyOfferQueries.list(deps), cause, abortController.signal),
  pendingComponent: () => <ListPending title="Currency offers" columns={8} />,
  component: CurrencyOffersPage,
})
