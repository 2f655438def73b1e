import { createFileRoute } from '@tanstack/react-router'
import { ListPending } from '../../../components/list/table-skeleton'
import { CurrencyOffersPage } from '../../../features/currency-offers/list/currency-offers-page'
import { currencyOfferQueries } from '../../../features/currency-offers/queries'
import { listRoute } from '../../../lib/list-route'

export const Route = createFileRoute('/_app/currency-offers/')({
  ...listRoute(currencyOfferQueries.list),
  pendingComponent: () => <ListPending title="Currency offers" columns={8} />,
  component: CurrencyOffersPage,
})
