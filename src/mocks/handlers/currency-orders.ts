import { http, HttpResponse } from 'msw'
import { currencyOrderList } from '../../api/lists'
import { resourceKey } from '../../lib/resource-writes'
import { store } from '../db'
import type { CurrencyOrderRecord } from '../types'
import { checkAuth } from './auth'
import { detailHandler } from './detail'
import { errorResponse, notFound, nowSeconds, parseId, requestIdHeader, validationError } from './http'
import { parseListRequest } from './list-query'
import { byNumber, selectRecords, type ListTable } from './list-table'
import { paginate } from './pagination'
import { resourceWriteRefusal } from './resource-limit'

export const COMPLETED_MESSAGE = 'Order marked as completed. The buyer has been notified.'
export const ALREADY_COMPLETED = 'This order has already been completed.'

/** An order's page never sends `credentials` in a list: the live service's list shows the buyer's ids only on the order. */
const listed = ({ credentials: _credentials, ...order }: CurrencyOrderRecord) => order

export const currencyOrderTable: ListTable<typeof currencyOrderList, CurrencyOrderRecord> = {
  list: currencyOrderList,
  filters: {
    search: (order, text) => String(order.id).includes(text.trim()) || order.buyer.username.toLowerCase().includes(text.trim().toLowerCase()),
  },
  sorts: { created_at: byNumber((order) => order.created_at) },
}

export const currencyOrderHandlers = [
  http.get<{ currencyOfferId: string }>(`*${currencyOrderList.path}`, ({ request, params }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const db = store(request)
    const offerId = parseId(params.currencyOfferId)
    if (offerId === null || !db.currencyOffers.has(offerId)) return notFound('Currency offer')
    const parsed = parseListRequest(currencyOrderList, new URL(request.url).searchParams)
    if (!parsed.ok) return validationError(parsed.errors)
    const orders = [...db.currencyOrders.values()].filter((order) => order.currency_offer_id === offerId)
    const answer = paginate(selectRecords(currencyOrderTable, orders, parsed.request), parsed.request.page, parsed.request.perPage, request.url)
    return HttpResponse.json({ ...answer, data: answer.data.map(listed) })
  }),

  detailHandler('/v2/currency-orders', 'Currency order', (id, request) => store(request).currencyOrders.get(id)),

  http.post<{ currencyOrder: string }>('*/v2/currency-orders/:currencyOrder/complete', ({ request, params }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const id = parseId(params.currencyOrder)
    const order = id === null ? undefined : store(request).currencyOrders.get(id)
    if (!order) return notFound('Currency order')
    const refused = resourceWriteRefusal(request, resourceKey('currency-order', order.id))
    if (refused) return refused
    if (order.status === 'completed') return errorResponse(409, ALREADY_COMPLETED)
    order.status = 'completed'
    order.updated_at = nowSeconds()
    return HttpResponse.json({ data: order, message: COMPLETED_MESSAGE, action: 'complete' }, { headers: requestIdHeader() })
  }),
]
