import { queryOptions } from '@tanstack/react-query'
import { getItemOrder, listItemOfferOrders, listItemOrders } from '../../api/item-orders'
import { itemOfferOrderList, itemOrderList } from '../../api/lists'
import { listQuery } from '../../lib/load-query'

const all = () => ['item-orders'] as const

/** Item orders waiting for delivery, the longest waiting first: the overview's tile. */
export const WAITING_ITEM_ORDERS = { status: 'pending', sort: 'created_at', per_page: 5 } as const

export const itemOrderQueries = {
  all,
  list: listQuery(itemOrderList, all(), (search, options) => listItemOrders(search, options)),
  offer: (itemOfferId: number) =>
    listQuery(itemOfferOrderList, [...all(), 'offer', itemOfferId], (search, options) => listItemOfferOrders(itemOfferId, search, options)),
  detail: (itemOrderId: number) =>
    queryOptions({
      queryKey: [...all(), 'detail', itemOrderId] as const,
      queryFn: ({ signal }) => getItemOrder(itemOrderId, { signal }),
    }),
  waiting: () =>
    queryOptions({
      queryKey: [...all(), 'waiting'] as const,
      queryFn: ({ signal }) => listItemOrders(WAITING_ITEM_ORDERS, { signal }),
    }),
}
