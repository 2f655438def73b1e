import { createFileRoute } from '@tanstack/react-router'
import { ItemOrderNotFound } from '../../../features/item-orders/detail/item-order-not-found'
import { ItemOrderPage } from '../../../features/item-orders/detail/item-order-page'
import { itemOrderQueries } from '../../../features/item-orders/queries'
import { Conversation } from '../../../features/order-messages/components/conversation'
import { ConversationSection } from '../../../features/order-messages/conversation-section'
import { recordRoute } from '../../../lib/record-route'

function ItemOrderRoute() {
  const { itemOrderId } = Route.useParams()
  return (
    <ItemOrderPage
      itemOrderId={itemOrderId}
      conversation={(order) => (
        // Near the top of an item order's short page: the conversation's code comes with the page's.
        <ConversationSection order={{ kind: 'item', id: itemOrderId }} buyerId={order.buyer?.id ?? null} withCode={Conversation} />
      )}
    />
  )
}

export const Route = createFileRoute('/_app/item-orders/$itemOrderId')({
  ...recordRoute('itemOrderId', itemOrderQueries.detail),
  component: ItemOrderRoute,
  notFoundComponent: ItemOrderNotFound,
})
