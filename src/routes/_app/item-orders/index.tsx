import { createFileRoute } from '@tanstack/react-router'
import { ListPending } from '../../../components/list/table-skeleton'
import { ItemOrdersPage } from '../../../features/item-orders/list/item-orders-page'
import { itemOrderQueries } from '../../../features/item-orders/queries'
import { listRoute } from '../../../lib/list-route'

export const Route = createFileRoute('/_app/item-orders/')({
  ...listRoute(itemOrderQueries.list),
  pendingComponent: () => <ListPending title="Item orders" columns={7} />,
  component: ItemOrdersPage,
})
