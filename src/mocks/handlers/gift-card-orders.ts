import { http, HttpResponse } from 'msw'
import { giftCardKeysOf, store } from '../db'
import { checkAuth } from './auth'
import { giftCardOrderTable } from './gift-card-order-list'
import { notFound, parseId } from './http'
import { listHandler } from './list-table'

export const giftCardOrderHandlers = [
  // List items leave out `keys` to keep pages light (an order can carry 1000 keys); the detail has them.
  listHandler(giftCardOrderTable, () => store().giftCardOrders.values()),

  http.get<{ giftCardOrder: string }>('*/v2/gift-card-orders/:giftCardOrder', ({ request, params }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const id = parseId(params.giftCardOrder)
    const order = id === null ? undefined : store().giftCardOrders.get(id)
    if (!order) return notFound('Gift card order')
    return HttpResponse.json({ data: { ...order, keys: giftCardKeysOf(order) } })
  }),
]
