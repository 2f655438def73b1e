import { http, HttpResponse } from 'msw'
import { store } from '../db'
import { SELLER_BALANCE_CENTS } from '../seed'
import { eurToUsd, formatCents, sumDecimals } from '../values'
import { checkAuth } from './auth'

export const BALANCE_PATH = '/v2/payments/balance'

/** Decimal strings, as every amount. `pending_eur`: the account orders still waiting for delivery, counted now. */
export const paymentHandlers = [
  http.get(`*${BALANCE_PATH}`, ({ request }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const orders = [...store(request).accountOrders.values()]
    const waiting = orders.filter((order) => order.status === 'pending' || order.status === 'in_delivery')
    return HttpResponse.json({
      data: {
        balance_eur: formatCents(SELLER_BALANCE_CENTS),
        balance_usd: formatCents(eurToUsd(SELLER_BALANCE_CENTS)),
        pending_eur: sumDecimals(waiting.map((order) => order.price)),
      },
    })
  }),
]
