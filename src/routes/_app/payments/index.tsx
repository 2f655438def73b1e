import { createFileRoute } from '@tanstack/react-router'
import { openDefaultView } from '../../../components/list/open-default-view'
import { ListPending } from '../../../components/list/table-skeleton'
import { PaymentsPage } from '../../../features/payments/list/payments-page'
import { paymentQueries } from '../../../features/payments/queries'
import { listRoute } from '../../../lib/list-route'

export const Route = createFileRoute('/_app/payments/')({
  ...listRoute(paymentQueries.list, () => [paymentQueries.balance()]),
  beforeLoad: (options) => openDefaultView(paymentQueries.list.list, options),
  pendingComponent: () => <ListPending title="Payments" columns={6} />,
  component: PaymentsPage,
})
