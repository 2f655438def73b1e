import { createFileRoute, notFound } from '@tanstack/react-router'
import { isApiError } from '../../../lib/api-error'
import { loadQuery } from '../../../lib/load-query'
import { isIdText } from '../../../lib/ids'
import { AccountOrderNotFound } from '../../../features/account-orders/detail/account-order-not-found'
import { AccountOrderScreen } from '../../../features/account-orders/detail/account-order-screen'
import { accountOrderQueries } from '../../../features/account-orders/queries'
import { DisputeSection, hasDispute } from '../../../features/disputes/components/dispute-section'

export const Route = createFileRoute('/_app/account-orders/$accountOrderId')({
  loader: async ({ context, params, abortController }) => {
    // An address with an id no order can have ("abc", "1/../x") is not found, without asking the API.
    if (!isIdText(params.accountOrderId)) throw notFound()
    try {
      await loadQuery(context.queryClient, accountOrderQueries.detail(params.accountOrderId), abortController.signal)
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound()
      // Any other failure is shown by the page, with a retry, rather than by the router's error boundary.
    }
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
