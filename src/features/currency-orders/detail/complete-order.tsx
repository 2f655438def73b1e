import { useQueryClient } from '@tanstack/react-query'
import type { CurrencyOrder } from '../../../api/records/currency-order'
import { MarkCompleted } from '../../../components/order/mark-completed'
import { completeOrderMutation } from '../mutations'
import { currencyOrderQueries } from '../queries'

const DONE = 'completed'

/** "Mark completed" for a currency order; the order read back tells an answer that never came. */
export function CompleteOrder({ order }: { order: CurrencyOrder }) {
  const queryClient = useQueryClient()
  return (
    <MarkCompleted
      orderId={order.id}
      completed={order.status === DONE}
      goods="the currency"
      mutation={completeOrderMutation(queryClient, order.id)}
      check={async () => {
        const fresh = await queryClient.fetchQuery({ ...currencyOrderQueries.detail(order.id), staleTime: 0 })
        if ('status' in fresh.unreadable) return 'unknown'
        return fresh.status === DONE ? 'applied' : 'unknown'
      }}
    />
  )
}
