import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/api'
import type { ListDeclaration, ListQuery } from '../../api/lists'

/** Account orders the seller still has to deliver, oldest first: the ones that have waited longest. */
export const WAITING_DELIVERY_QUERY = { status: 'pending', sort: 'created_at', per_page: 5 } as const

export const overviewQueries = {
  all: () => ['overview'] as const,
  /** How many records `list` holds under `query`, from `meta.total` of a one-record page. */
  count: <L extends ListDeclaration>(list: L, query: ListQuery<L>) =>
    queryOptions({
      queryKey: [...overviewQueries.all(), 'count', list, query],
      queryFn: ({ signal }) => api.countList(list, query, { signal }),
    }),
  waitingDelivery: () =>
    queryOptions({
      queryKey: [...overviewQueries.all(), 'waiting-delivery'],
      queryFn: ({ signal }) => api.listAccountOrders(WAITING_DELIVERY_QUERY, { signal }),
    }),
  balance: () =>
    queryOptions({
      queryKey: [...overviewQueries.all(), 'balance'],
      queryFn: ({ signal }) => api.getBalance({ signal }),
    }),
}
