import { http, HttpResponse } from 'msw'
import { store } from '../db'
import { GB_COINS, SELLER_BALANCE_CENTS, STORE_CREDIT_CENTS, WAREHOUSE_BALANCE_CENTS } from '../seed-payments'
import { eurToUsd, formatCents, sumDecimals } from '../values'
import { checkAuth } from './auth'
import { listHandler } from './list-table'
import { paymentTable, payoutTable } from './money-tables'

export const BALANCE_PATH = '/v2/payments/balance'

const both = (name: string, cents: number) => ({
  [`${name}_eur`]: formatCents(cents),
  [`${name}_usd`]: formatCents(eurToUsd(cents)),
})

/**
 * Decimal strings, as every amount, under `data` as api-notes shows (the public documentation's top-level form is
 * played by a test's scenario). `pending_eur`: the account orders still waiting for delivery, counted now.
 */
export const paymentHandlers = [
  http.get(`*${BALANCE_PATH}`, ({ request }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const orders = [...store(request).accountOrders.values()]
    const waiting = orders.filter((order) => order.status === 'pending' || order.status === 'in_delivery')
    return HttpResponse.json({
      data: {
        ...both('balance', SELLER_BALANCE_CENTS),
        ...both('warehouse_balance', WAREHOUSE_BALANCE_CENTS),
        ...both('store_credit', STORE_CREDIT_CENTS),
        gb_coins: GB_COINS,
        pending_eur: sumDecimals(waiting.map((order) => order.price)),
      },
    })
  }),
  listHandler(paymentTable, (request) => store(request).payments.values()),
  listHandler(payoutTable, (request) => store(request).payouts.values()),
]
