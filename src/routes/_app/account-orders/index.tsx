import { createFileRoute } from '@tanstack/react-router'
import { openDefaultView } from '../../../components/list/open-default-view'
import { ListPending } from '../../../components/list/table-skeleton'
import { AccountOrdersPage } from '../../../features/account-orders/list/account-orders-page'
import { accountOrderQueries } from '../../../features/account-orders/queries'
import { listRoute } from '../../../lib/list-route'

export const Route = createFileRoute('/_app/account-orders/')({
  ...listRoute(accountOrderQueries.list),
  beforeLoad: (options) => openDefaultView(accountOrderQueries.list.list, options),
  pendingComponent: () => <ListPending title="Account orders" columns={9} />,
  component: AccountOrdersPage,
})
