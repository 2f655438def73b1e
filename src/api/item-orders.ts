import { api } from './api'
import { buildListParams, itemOfferOrderList, itemOrderList, type ListQuery } from './lists'
import type { ItemOrder } from './records/item-order'
import { encodeId, type Id, type RequestOptions } from './request-kit'
import type { ListPage } from './read/responses'
import { read, required } from './supply-request'

/*
 * Item orders (api-notes, "Item offers and orders"): the seller's list, an offer's orders, one order, and
 * "Mark completed". Declared apart from client.ts, with readers loaded on the first answer.
 */

export type ItemOrderQuery = ListQuery<typeof itemOrderList>

export async function listItemOrders(query: ItemOrderQuery = {}, { signal }: RequestOptions = {}): Promise<ListPage<ItemOrder>> {
  const params = buildListParams(itemOrderList, query)
  return required(await api.request('GET', itemOrderList.path, read('readItemOrderPage'), { signal, query: params }))
}

export async function listItemOfferOrders(
  itemOfferId: Id,
  query: ItemOrderQuery = {},
  { signal }: RequestOptions = {},
): Promise<ListPage<ItemOrder>> {
  const path = itemOfferOrderList.path.replace(':itemOfferId', encodeId(itemOfferId))
  const params = buildListParams(itemOfferOrderList, query)
  return required(await api.request('GET', path, read('readItemOrderPage'), { signal, query: params }))
}

export async function getItemOrder(id: Id, { signal }: RequestOptions = {}): Promise<ItemOrder> {
  return required(await api.request('GET', `/v2/item-orders/${encodeId(id)}`, read('readItemOrder'), { signal }))
}
