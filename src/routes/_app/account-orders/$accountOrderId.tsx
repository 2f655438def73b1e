import { createFileRoute } from '@tanstack/react-router'
import { loadRecord } from '../../../lib/load-query'
import { idParams } from '../../../lib/ids'
import { AccountOrderNotFound } from '../../../features/account-orders/detail/account-order-not-found'
import { AccountOrderScreen } from '../../../features/account-orders/detail/account-order-screen'
import { accountOrderQueries } from '../../../features/account-orders/queries'
import { DisputeSection, hasDispute } from '../../../features/disputes/components/dispute-section'

export const Route = createFileRoute('/_app/account-orders/$accountOrderId')({
  params: idParams('accountOrderId'),
  loader: ({ context, params, abortController }) =>
    loadRecord(context.queryClient, accountOrderQueries.detail(params.accountOrderId), abortController.signal),
  component: AccountOrderRoute,
  notFoundComponent: AccountOrderNotFound,
})

function AccountOrderRoute() {
  const { accountOrderId } = Route.useParams()
  return (
    <AccountOrderScreen
      accountOrderId={accountOrderId}
      dispute={(order) => (hasDispute(order) ? <DisputeSection accountOrderId={accountOrderId} order={order} /> : null)}
    />
  )
}
