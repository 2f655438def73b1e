import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/api'
import { accountOrderList, giftCardOrderList, ORDER_STATUSES, type ListDeclaration, type ListQuery, type OrderStatus } from '../../api/lists'

/** Account orders the seller still has to deliver, oldest first: the ones that have waited longest. */
export const WAITING_DELIVERY_QUERY = { status: 'pending', sort: 'created_at', per_page: 5 } as const

/** The rows of an order counts tile: all orders, then one per status. */
export const ORDER_COUNT_ROWS: readonly (OrderStatus | undefined)[] = [undefined, ...ORDER_STATUSES]

export type OrderList = typeof giftCardOrderList | typeof accountOrderList

export const overviewQueries = {
  all: () => ['overview'] as const,
  /** How many records `list` holds under `query`, from `meta.total` of a one-record page. */
  count: <L extends ListDeclaration>(list: L, query: ListQuery<L>) =>
    queryOptions({
      queryKey: [...overviewQueries.all(), 'count', list, query],
      queryFn: ({ signal }) => api.countList(list, query, { signal }),
    }),
  /** The counts an order counts tile shows, in the order of ORDER_COUNT_ROWS. */
  orderCounts: (list: OrderList) =>
    ORDER_COUNT_ROWS.map((status) => overviewQueries.count(list, status ? { status } : {})),
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

/** Everything the overview's own tiles read, for the route to send before the page's code has arrived. */
export function overviewPageQueries() {
  return [
    overviewQueries.waitingDelivery(),
    ...overviewQueries.orderCounts(giftCardOrderList),
    ...overviewQueries.orderCounts(accountOrderList),
    overviewQueries.balance(),
  ]
}
