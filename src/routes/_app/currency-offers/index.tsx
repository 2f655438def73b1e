import { createFileRoute } from '@tanstack/react-router'
import { openDefaultView } from '../../../components/list/open-default-view'
import { ListPending } from '../../../components/list/table-skeleton'
import { CurrencyOffersPage } from '../../../features/currency-offers/list/currency-offers-page'
import { currencyOfferQueries } from '../../../features/currency-offers/queries'
import { listRoute } from '../../../lib/list-route'

export const Route = createFileRoute('/_app/currency-offers/')({
  ...listRoute(currencyOfferQueries.list),
  beforeLoad: (options) => openDefaultView(currencyOfferQueries.list.list, options),
  pendingComponent: () => <ListPending title="Currency offers" columns={8} />,
  component: CurrencyOffersPage,
})
