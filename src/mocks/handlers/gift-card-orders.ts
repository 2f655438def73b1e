import { http, HttpResponse } from 'msw'
import { giftCardKeysOf, store } from '../db'
import { checkAuth } from './auth'
import { notFound, parseId, validationError } from './http'
import { listGiftCardOrders } from './gift-card-order-list'
import { parseGiftCardOrderQuery } from './gift-card-order-query'
import { paginate } from './pagination'

export const giftCardOrderHandlers = [
  http.get('*/v2/gift-card-orders', ({ request }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const parsed = parseGiftCardOrderQuery(new URL(request.url).searchParams)
    if (!parsed.ok) return validationError(parsed.errors)
    const { query } = parsed
    const orders = listGiftCardOrders(store().giftCardOrders.values(), query)
    // List items leave out `keys` to keep pages light (an order can carry 1000 keys); the detail has them.
    return HttpResponse.json(paginate(orders, query.page, query.perPage, request.url))
  }),

  http.get<{ giftCardOrder: string }>('*/v2/gift-card-orders/:giftCardOrder', ({ request, params }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const id = parseId(params.giftCardOrder)
    const order = id === null ? undefined : store().giftCardOrders.get(id)
    if (!order) return notFound('Gift card order')
    return HttpResponse.json({ data: { ...order, keys: giftCardKeysOf(order) } })
  }),
]
