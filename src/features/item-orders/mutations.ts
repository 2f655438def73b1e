import type { QueryClient, UseMutationOptions } from '@tanstack/react-query'
import { completeItemOrder, type CompleteItemOrderResult } from '../../api/item-order-writes'
import { itemOrderQueries } from './queries'

/* The order's write, apart from its queries, which the route's loader (start-up code) loads. */

/** One POST, never retried; the answer's order goes into the cache, else it is read again, and the lists with it. */
export function completeItemOrderMutation(
  queryClient: QueryClient,
  itemOrderId: number,
): UseMutationOptions<CompleteItemOrderResult, Error, void> {
  return {
    meta: { activity: { action: 'Item order completed', itemType: 'item-order', itemId: itemOrderId } },
    mutationFn: () => completeItemOrder(itemOrderId),
    onSuccess: async (result) => {
      const { queryKey } = itemOrderQueries.detail(itemOrderId)
      if (result.order) queryClient.setQueryData(queryKey, result.order)
      else await queryClient.invalidateQueries({ queryKey })
      await queryClient.invalidateQueries({ queryKey: itemOrderQueries.all(), predicate: (query) => query.queryKey[1] !== 'detail' })
    },
    retry: false,
  }
}
