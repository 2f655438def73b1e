import { queryOptions } from '@tanstack/react-query'
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
