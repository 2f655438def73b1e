import { createFileRoute } from '@tanstack/react-router'
import { openDefaultView } from '../../../components/list/open-default-view'
import { ListPending } from '../../../components/list/table-skeleton'
import { GiftCardOffersPage } from '../../../features/gift-card-offers/list/gift-card-offers-page'
import { giftCardOfferQueries } from '../../../features/gift-card-offers/queries'
import { listRoute } from '../../../lib/list-route'

export const Route = createFileRoute('/_app/gift-card-offers/')({
  ...listRoute(giftCardOfferQueries.list),
  beforeLoad: (options) => openDefaultView(giftCardOfferQueries.list.list, options),
  pendingComponent: () => <ListPending title="Gift card offers" columns={7} />,
  component: GiftCardOffersPage,
})
