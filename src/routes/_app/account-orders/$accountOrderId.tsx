import { createFileRoute } from '@tanstack/react-router'
import { idParam, loadRecord } from '../../../lib/load-query'
import { AccountOrderNotFound } from '../../../features/account-orders/detail/account-order-not-found'
import { AccountOrderScreen } from '../../../features/account-orders/detail/account-order-screen'
import { accountOrderQueries } from '../../../features/account-orders/queries'
import { DisputeSection, hasDispute } from '../../../features/disputes/components/dispute-section'

export const Route = createFileRoute('/_app/account-orders/$accountOrderId')({
  loader: ({ context, params, abortController }) => {
    idParam(params.accountOrderId)
    return loadRecord(context.queryClient, accountOrderQueries.detail(params.accountOrderId), abortController.signal)
  },
  component: AccountOrderRoute,
  notFoundComponent: NotFound,
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

function NotFound() {
  const { accountOrderId } = Route.useParams()
  return <AccountOrderNotFound accountOrderId={accountOrderId} />
}
