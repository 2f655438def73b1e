import { createFileRoute } from '@tanstack/react-router'
import { WaitingDisputes } from '../../features/disputes/components/waiting-disputes'
import { disputeQueries } from '../../features/disputes/queries'
import { WaitingItemOrders } from '../../features/item-orders/components/waiting-item-orders'
import { itemOrderQueries } from '../../features/item-orders/queries'
import { OverviewPage } from '../../features/overview/components/overview-page'
import { overviewPageQueries } from '../../features/overview/queries'
import { monthQuery } from '../../features/payments/overview/month-query'
import { OverviewMoney } from '../../features/payments/overview/overview-money'
import { loadAllIfPossible, waitForCompanions } from '../../lib/load-query'

export const Route = createFileRoute('/_app/')({
  // The tiles' requests leave with the route, not once the page's code has arrived; the page paints with what
  // came within the companions' wait, and each tile shows its own loading, failure and retry past it.
  loader: ({ context, abortController }) =>
    waitForCompanions(
      loadAllIfPossible(context.queryClient, [
        disputeQueries.waiting(),
        itemOrderQueries.waiting(),
        ...overviewPageQueries(),
        monthQuery(Date.now()),
      ], abortController.signal),
    ),
  component: OverviewRoute,
})

function OverviewRoute() {
  return (
    <OverviewPage>
      <WaitingDisputes />
      <WaitingItemOrders />
      <OverviewMoney />
    </OverviewPage>
  )
}
