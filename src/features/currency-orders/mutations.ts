import type { QueryClient, UseMutationOptions } from '@tanstack/react-query'
import type { CompleteCurrencyOrderResult } from '../../api/client'
import { api } from '../../api/api'
import { currencyOrderQueries } from './queries'

/* The order's write, apart from its queries, which the route's loader (start-up code) loads. */

/** Marks the order completed (one POST, never retried); the order's new status is read from the answer, or again. */
export function completeOrderMutation(
  queryClient: QueryClient,
  currencyOrderId: number,
): UseMutationOptions<CompleteCurrencyOrderResult, Error, void> {
  return {
    meta: { activity: { action: 'Currency order completed', itemType: 'currency-order', itemId: currencyOrderId } },
    mutationFn: () => api.completeCurrencyOrder(currencyOrderId),
    onSuccess: async (result) => {
      const { queryKey } = currencyOrderQueries.detail(currencyOrderId)
      if (result.order) queryClient.setQueryData(queryKey, result.order)
      else await queryClient.invalidateQueries({ queryKey })
      await queryClient.invalidateQueries({ queryKey: currencyOrderQueries.all(), predicate: (query) => query.queryKey[1] !== 'detail' })
    },
    retry: false,
  }
}
