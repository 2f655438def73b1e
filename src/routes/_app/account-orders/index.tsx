import { createFileRoute } from '@tanstack/react-router'
import { ListPending } from '../../../components/list/table-skeleton'
import { AccountOrdersPage } from '../../../features/account-orders/list/account-orders-page'
import { accountOrderQueries } from '../../../features/account-orders/queries'
import { listRoute } from '../../../lib/list-route'

export const Route = createFileRoute('/_app/account-orders/')({
  ...listRoute(accountOrderQueries.list),
  pendingComponent: () => <ListPending title="Account orders" columns={9} />,
  component: AccountOrdersPage,
})
