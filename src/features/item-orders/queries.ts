import { queryOptions } from '@tanstack/react-query'
import { itemOfferOrderList, itemOrderList } from '../../api/lists'
import { listQuery } from '../../lib/load-query'

/** The item orders' API module and its readers: loaded with the first request, not with the app's first file. */
const ordersApi = () => import('../../api/item-orders')

const all = () => ['item-orders'] as const

/** Item orders waiting for delivery, the longest waiting first: the overview's tile. */
export const WAITING_ITEM_ORDERS = { status: 'pending', sort: 'created_at', per_page: 5 } as const

export const itemOrderQueries = {
  all,
  list: listQuery(itemOrderList, all(), async (search, options) => (await ordersApi()).listItemOrders(search, options)),
  offer: (itemOfferId: number) =>
    listQuery(itemOfferOrderList, [...all(), 'offer', itemOfferId], async (search, options) => (await ordersApi()).listItemOfferOrders(itemOfferId, search, options)),
  detail: (itemOrderId: number) =>
    queryOptions({
      queryKey: [...all(), 'detail', itemOrderId] as const,
      queryFn: async ({ signal }) => (await ordersApi()).getItemOrder(itemOrderId, { signal }),
    }),
  waiting: () =>
    queryOptions({
      queryKey: [...all(), 'waiting'] as const,
      queryFn: async ({ signal }) => (await ordersApi()).listItemOrders(WAITING_ITEM_ORDERS, { signal }),
    }),
}
