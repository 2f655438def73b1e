import { useQueryClient } from '@tanstack/react-query'
import type { ItemOrder } from '../../../api/records/item-order'
import { MarkCompleted } from '../../../components/order/mark-completed'
import { completeItemOrderMutation } from '../mutations'
import { itemOrderQueries } from '../queries'

/** What no "Mark completed" can change: the order is done, or refunded. */
const DONE: ReadonlySet<string> = new Set(['completed', 'delivered'])

/** "Mark completed" for an item order; the order read back tells an answer that never came. */
export function CompleteItemOrder({ order }: { order: ItemOrder }) {
  const queryClient = useQueryClient()
  return (
    <MarkCompleted
      orderId={order.id}
      completed={DONE.has(order.status ?? '')}
      goods="the items"
      mutation={completeItemOrderMutation(queryClient, order.id)}
      check={async () => {
        const fresh = await queryClient.fetchQuery({ ...itemOrderQueries.detail(order.id), staleTime: 0 })
        if ('status' in fresh.unreadable) return 'unknown'
        return DONE.has(fresh.status ?? '') ? 'applied' : 'not-applied'
      }}
    />
  )
}
