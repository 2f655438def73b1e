import { http, HttpResponse } from 'msw'
import { accountOrderList } from '../../api/lists'
import { store } from '../db'
import type { AccountOrderRecord } from '../types'
import { checkAuth } from './auth'
import { detailHandler } from './detail'
import { codePoints, notFound, nowSeconds, parseId, readJsonObject, requestIdHeader, validationError } from './http'
import { listHandler } from './list-table'
import { accountOrderTable } from './list-tables'

export const CREDENTIALS_MAX = 10000

const REQUIRED = 'The credentials field is required.'
const TOO_LONG = `The credentials field must not be greater than ${CREDENTIALS_MAX} characters.`

export const CREDENTIALS_UPDATED = 'Credentials updated.'
export const WARNING_COMPLETED = 'The order is already completed; the buyer is notified of the new credentials.'
export const WARNING_REFUNDED = 'The order has been refunded; the buyer can no longer use these credentials.'

function credentialsWarning(order: AccountOrderRecord): string | null {
  if (order.status === 'refunded' || order.refunded_at !== null) return WARNING_REFUNDED
  if (order.status === 'delivered' || order.completed_at !== null) return WARNING_COMPLETED
  return null
}

type Params = { accountOrder: string }

export const accountOrderHandlers = [
  // The same records as the detail, credentials included: the live service may send them in lists too.
  listHandler(accountOrderTable, (request) => store(request).accountOrders.values()),

  detailHandler(accountOrderList.path, 'Account order', (id, request) => store(request).accountOrders.get(id)),

  http.patch<Params>('*/v2/account-orders/:accountOrder/credentials', async ({ request, params }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const id = parseId(params.accountOrder)
    const order = id === null ? undefined : store(request).accountOrders.get(id)
    if (!order) return notFound('Account order')

    const body = await readJsonObject(request)
    if (!body.ok) return body.response
    const { credentials } = body.value
    if (typeof credentials !== 'string' || credentials.trim() === '') {
      return validationError({ credentials: [REQUIRED] })
    }
    if (codePoints(credentials) > CREDENTIALS_MAX) return validationError({ credentials: [TOO_LONG] })

    // Stored exactly as sent: line breaks and surrounding spaces are part of the credentials.
    order.credentials = credentials
    order.updated_at = nowSeconds()
    return HttpResponse.json(
      { data: order, message: CREDENTIALS_UPDATED, warning: credentialsWarning(order) },
      { headers: requestIdHeader() },
    )
  }),
]
