import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '../../api/api'
import { currencyOrderList } from '../../api/lists'
import { listQuery } from '../../lib/load-query'

const all = () => ['currency-orders'] as const

export const currencyOrderQueries = {
  all,
  /** One offer's orders; list records come without `credentials` (the list reader drops them). */
  list: (currencyOfferId: number) =>
    listQuery(currencyOrderList, [...all(), 'offer', currencyOfferId], (search, options) =>
      api.listCurrencyOrders(currencyOfferId, search, options),
    ),
  detail: (currencyOrderId: number) =>
    queryOptions({
      queryKey: [...all(), 'detail', currencyOrderId] as const,
      queryFn: ({ signal }) => api.getCurrencyOrder(currencyOrderId, { signal }),
    }),
}

/** Marks the order completed (one POST, never retried); the order's new status is read from the answer, or again. */
export function completeOrderMutation(queryClient: QueryClient, currencyOrderId: number) {
  return mutationOptions({
    meta: { activity: { action: 'Currency order completed', itemType: 'currency-order', itemId: currencyOrderId } },
    mutationFn: () => api.completeCurrencyOrder(currencyOrderId),
    onSuccess: async (result) => {
      const { queryKey } = currencyOrderQueries.detail(currencyOrderId)
      if (result.order) queryClient.setQueryData(queryKey, result.order)
      else await queryClient.invalidateQueries({ queryKey })
      await queryClient.invalidateQueries({ queryKey: all(), predicate: (query) => query.queryKey[1] !== 'detail' })
    },
    retry: false,
  })
}
