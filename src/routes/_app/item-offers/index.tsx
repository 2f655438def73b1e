import { createFileRoute } from '@tanstack/react-router'
import { openDefaultView } from '../../../components/list/open-default-view'
import { ListPending } from '../../../components/list/table-skeleton'
import { ItemOffersPage } from '../../../features/item-offers/list/item-offers-page'
import { itemOfferQueries } from '../../../features/item-offers/queries'
import { listRoute } from '../../../lib/list-route'

export const Route = createFileRoute('/_app/item-offers/')({
  ...listRoute(itemOfferQueries.list),
  beforeLoad: (options) => openDefaultView(itemOfferQueries.list.list, options),
  pendingComponent: () => <ListPending title="Item offers" columns={8} />,
  component: ItemOffersPage,
})
