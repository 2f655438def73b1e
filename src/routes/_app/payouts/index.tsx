import { createFileRoute } from '@tanstack/react-router'
import { openDefaultView } from '../../../components/list/open-default-view'
import { ListPending } from '../../../components/list/table-skeleton'
import { PayoutsPage } from '../../../features/payments/payouts/payouts-page'
import { paymentQueries } from '../../../features/payments/queries'
import { listRoute } from '../../../lib/list-route'

export const Route = createFileRoute('/_app/payouts/')({
  ...listRoute(paymentQueries.payouts),
  beforeLoad: (options) => openDefaultView(paymentQueries.payouts.list, options),
  pendingComponent: () => <ListPending title="Payouts" columns={8} />,
  component: PayoutsPage,
})
