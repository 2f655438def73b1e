import { createFileRoute } from '@tanstack/react-router'
import { openDefaultView } from '../../../components/list/open-default-view'
import { ListPending } from '../../../components/list/table-skeleton'
import { AccountOffersPage } from '../../../features/account-offers/list/account-offers-page'
import { accountOfferQueries } from '../../../features/account-offers/queries'
import { listRoute } from '../../../lib/list-route'

export const Route = createFileRoute('/_app/account-offers/')({
  ...listRoute(accountOfferQueries.list),
  beforeLoad: (options) => openDefaultView(accountOfferQueries.list.list, options),
  pendingComponent: () => <ListPending title="Account offers" columns={9} />,
  component: AccountOffersPage,
})
