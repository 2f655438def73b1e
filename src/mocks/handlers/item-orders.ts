import { http, HttpResponse } from 'msw'
import { itemOfferOrderList, itemOrderList } from '../../api/lists'
import { resourceKey } from '../../lib/resource-writes'
import { store } from '../db'
import type { ItemOrderRecord } from '../types'
import { checkAuth } from './auth'
import { detailHandler } from './detail'
import { errorResponse, notFound, nowSeconds, parseId, requestIdHeader, validationError } from './http'
import { parseListRequest } from './list-query'
import { byDecimal, byNumber, listHandler, selectRecords, type ListTable } from './list-table'
import { paginate } from './pagination'
import { resourceWriteRefusal } from './resource-limit'

export const ITEM_ORDER_COMPLETED = 'Order marked as completed. Buyer will be notified automatically.'
export const ITEM_ORDER_NOT_COMPLETABLE = 'Only a pending order can be marked as completed.'

/** What "Mark completed" may complete: the live service's "pending", and an order in delivery. */
const COMPLETABLE: ReadonlySet<string> = new Set(['pending', 'in_delivery'])

/** The search matches digits in the id or text in the title (any case). */
export const itemOrderTable: ListTable<typeof itemOrderList, ItemOrderRecord> = {
  list: itemOrderList,
  filters: {
    search: (order, text) => String(order.id).includes(text) || order.title.toLowerCase().includes(text.toLowerCase()),
    id: (order) => order.id,
    buyer_id: (order) => order.buyer.id,
    status: (order) => order.status,
  },
  sorts: {
    id: byNumber((order) => order.id),
    price: byDecimal((order) => order.price_eur),
    quantity: byNumber((order) => order.quantity),
    created_at: byNumber((order) => order.created_at),
    updated_at: byNumber((order) => order.updated_at),
  },
}

const offerOrderTable: ListTable<typeof itemOfferOrderList, ItemOrderRecord> = { ...itemOrderTable, list: itemOfferOrderList }

export const itemOrderHandlers = [
  listHandler(itemOrderTable, (request) => store(request).itemOrders.values()),

  // The offers themselves are another table's: an offer without orders answers an empty page.
  http.get<{ itemOfferId: string }>(`*${itemOfferOrderList.path}`, ({ request, params }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const offerId = parseId(params.itemOfferId)
    if (offerId === null) return notFound('Item offer')
    const parsed = parseListRequest(itemOfferOrderList, new URL(request.url).searchParams)
    if (!parsed.ok) return validationError(parsed.errors)
    const orders = [...store(request).itemOrders.values()].filter((order) => order.item_offer_id === offerId)
    return HttpResponse.json(paginate(selectRecords(offerOrderTable, orders, parsed.request), parsed.request.page, parsed.request.perPage, request.url))
  }),

  detailHandler('/v2/item-orders', 'Item order', (id, request) => store(request).itemOrders.get(id)),

  http.post<{ itemOrder: string }>('*/v2/item-orders/:itemOrder/complete', ({ request, params }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const id = parseId(params.itemOrder)
    const order = id === null ? undefined : store(request).itemOrders.get(id)
    if (!order) return notFound('Item order')
    const refused = resourceWriteRefusal(request, resourceKey('item-order', order.id))
    if (refused) return refused
    if (!COMPLETABLE.has(order.status)) return errorResponse(422, ITEM_ORDER_NOT_COMPLETABLE)
    order.status = 'completed'
    order.updated_at = order.completed_at = nowSeconds()
    return HttpResponse.json({ data: order, message: ITEM_ORDER_COMPLETED, action: 'complete' }, { headers: requestIdHeader() })
  }),
]
