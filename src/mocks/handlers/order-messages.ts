import { http, HttpResponse } from 'msw'
import { CHAT_MESSAGE_MAX_LENGTH } from '../../api/limits'
import { resourceKey } from '../../lib/resource-writes'
import { CHAT_WRITE_LIMIT } from '../../lib/write-window'
import { store } from '../db'
import { SELLER } from '../seed-disputes'
import type { AccountOrderRecord, OrderMessageRecord } from '../types'
import { checkAuth } from './auth'
import { codePoints, notFound, nowSeconds, parseId, readJsonObject, requestIdHeader, validationError } from './http'
import { resourceWriteRefusal } from './resource-limit'

/*
 * An account order's conversation (api-notes, "Buyer messages"): `GET` answers `{ data: message[], message }`,
 * `POST { message }` answers `{ data: message }` (201). The live service takes a message only while the order is
 * "in processing"; of this backend's statuses, `pending` and `in_delivery` are (docs/open-points.md).
 */

export const NOT_PROCESSING = 'Order must be in processing status'
export const MESSAGE_REQUIRED = 'The message field is required.'
export const MESSAGE_TOO_LONG = `The message field must not be greater than ${CHAT_MESSAGE_MAX_LENGTH} characters.`

const PROCESSING: ReadonlySet<string> = new Set(['pending', 'in_delivery'])

type Params = { accountOrder: string }

function orderOf(request: Request, param: string): AccountOrderRecord | undefined {
  const id = parseId(param)
  return id === null ? undefined : store(request).accountOrders.get(id)
}

let lastMessageId = 0

export const orderMessageHandlers = [
  http.get<Params>('*/v2/account-orders/:accountOrder/messages', ({ request, params }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const order = orderOf(request, params.accountOrder)
    if (!order) return notFound('Account order')
    const data = store(request).orderMessages.get(order.id) ?? []
    return HttpResponse.json({ data, message: 'Messages retrieved successfully.' })
  }),

  http.post<Params>('*/v2/account-orders/:accountOrder/messages', async ({ request, params }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const order = orderOf(request, params.accountOrder)
    if (!order) return notFound('Account order')
    const limited = resourceWriteRefusal(request, resourceKey('chat', order.id), CHAT_WRITE_LIMIT)
    if (limited) return limited

    const body = await readJsonObject(request)
    if (!body.ok) return body.response
    const { message } = body.value
    if (typeof message !== 'string' || message.trim() === '') return validationError({ message: [MESSAGE_REQUIRED] })
    if (codePoints(message) > CHAT_MESSAGE_MAX_LENGTH) return validationError({ message: [MESSAGE_TOO_LONG] })
    if (!PROCESSING.has(order.status)) {
      return HttpResponse.json({ message: NOT_PROCESSING }, { status: 422, headers: requestIdHeader() })
    }

    lastMessageId++
    const sent: OrderMessageRecord = {
      id: `m-${order.id}-sent-${Date.now().toString(36)}-${lastMessageId}`,
      type: 'user_message',
      text: message,
      attachment: null,
      sender: { ...SELLER, is_admin: false },
      sent_at: nowSeconds(),
    }
    const thread = store(request).orderMessages
    thread.set(order.id, [...(thread.get(order.id) ?? []), sent])
    return HttpResponse.json({ data: sent }, { status: 201, headers: requestIdHeader() })
  }),
]

