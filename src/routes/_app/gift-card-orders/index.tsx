import { createFileRoute } from '@tanstack/react-router'
import { openDefaultView } from '../../../components/list/open-default-view'
import { ListPending } from '../../../components/list/table-skeleton'
import { GiftCardOrdersPage } from '../../../features/gift-card-orders/list/gift-card-orders-page'
import { giftCardOrderQueries } from '../../../features/gift-card-orders/queries'
import { listRoute } from '../../../lib/list-route'

export const Route = createFileRoute('/_app/gift-card-orders/')({
  ...listRoute(giftCardOrderQueries.list),
  beforeLoad: (options) => openDefaultView(giftCardOrderQueries.list.list, options),
  pendingComponent: () => <ListPending title="Gift card orders" columns={9} />,
  component: GiftCardOrdersPage,
})
