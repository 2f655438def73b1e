import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/api'
import { accountOrderList, type ListQuery } from '../../api/lists'
import { listQuery } from '../../lib/load-query'

export type AccountOrdersQuery = ListQuery<typeof accountOrderList>

const all = () => ['account-orders'] as const

export const accountOrderQueries = {
  all,
  detail: (accountOrderId: number) =>
    queryOptions({
      queryKey: [...accountOrderQueries.all(), 'detail', accountOrderId],
      queryFn: ({ signal }) => api.getAccountOrder(accountOrderId, { signal }),
    }),
  /** List records come without `credentials` (the list reader drops them): the cache never holds them. */
  list: listQuery(accountOrderList, all(), (search, options) => api.listAccountOrders(search, options)),
}
