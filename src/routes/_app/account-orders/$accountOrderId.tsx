import { createFileRoute } from '@tanstack/react-router'
import { recordRoute } from '../../../lib/record-route'
import { AccountOrderNotFound } from '../../../features/account-orders/detail/account-order-not-found'
import { AccountOrderScreen } from '../../../features/account-orders/detail/account-order-screen'
import { accountOrderQueries } from '../../../features/account-orders/queries'
import { DisputeSection, hasDispute } from '../../../features/disputes/components/dispute-section'
import { disputeQueries } from '../../../features/disputes/queries'
import { ConversationSection } from '../../../features/order-messages/conversation-section'

export const Route = createFileRoute('/_app/account-orders/$accountOrderId')({
  ...recordRoute('accountOrderId', accountOrderQueries.detail, {
    after: (order) => (order.dispute_case_id === null ? null : disputeQueries.detail(order.dispute_case_id)),
  }),
  component: AccountOrderRoute,
  notFoundComponent: AccountOrderNotFound,
})

function AccountOrderRoute() {
  const { accountOrderId } = Route.useParams()
  return (
    <AccountOrderScreen
      accountOrderId={accountOrderId}
      dispute={(order) => (hasDispute(order) ? <DisputeSection accountOrderId={accountOrderId} order={order} /> : null)}
      conversation={(order) => (
        <ConversationSection order={{ kind: 'account', id: accountOrderId }} buyerId={order.buyer?.id ?? null} />
      )}
    />
  )
}
