import { http, HttpResponse } from 'msw'
import { CHAT_MESSAGE_MAX_LENGTH } from '../../api/limits'
import { resourceKey, type ResourceKind } from '../../lib/resource-writes'
import { CHAT_WRITE_LIMIT } from '../../lib/write-window'
import { store, type Db } from '../db'
import { SELLER } from '../seed-disputes'
import type { OrderMessageRecord } from '../types'
import { checkAuth } from './auth'
import { codePoints, notFound, nowSeconds, parseId, readJsonObject, requestIdHeader, validationError } from './http'
import { resourceWriteRefusal } from './resource-limit'

/*
 * An account or item order's conversation (api-notes, "Buyer messages"): `GET` answers `{ data: message[], message }`,
 * `POST { message }` answers `{ data: message }` (201). The live service takes a message only while the order is
 * "in processing"; of this backend's statuses, `pending` and `in_delivery` are (docs/open-points.md).
 */

export const NOT_PROCESSING = 'Order must be in processing status'
export const MESSAGE_REQUIRED = 'The message field is required.'
export const MESSAGE_TOO_LONG = `The message field must not be greater than ${CHAT_MESSAGE_MAX_LENGTH} characters.`

const PROCESSING: ReadonlySet<string> = new Set(['pending', 'in_delivery'])

interface ThreadSource {
  /** `/v2/account-orders` */
  base: string
  what: string
  orders: (db: Db) => Map<number, { id: number; status: string }>
  threads: (db: Db) => Map<number, OrderMessageRecord[]>
  chat: ResourceKind
}

let lastMessageId = 0

/** `GET` and `POST <base>/{id}/messages` of one kind of order. */
function threadHandlers({ base, what, orders, threads, chat }: ThreadSource) {
  const orderOf = (request: Request, param: string | undefined) => {
    const id = parseId(param)
    return id === null ? undefined : orders(store(request)).get(id)
  }
  return [
    http.get<{ order: string }>(`*${base}/:order/messages`, ({ request, params }) => {
      const denied = checkAuth(request)
      if (denied) return denied
      const order = orderOf(request, params.order)
      if (!order) return notFound(what)
      const data = threads(store(request)).get(order.id) ?? []
      return HttpResponse.json({ data, message: 'Messages retrieved successfully.' })
    }),

    http.post<{ order: string }>(`*${base}/:order/messages`, async ({ request, params }) => {
      const denied = checkAuth(request)
      if (denied) return denied
      const order = orderOf(request, params.order)
      if (!order) return notFound(what)
      const limited = resourceWriteRefusal(request, resourceKey(chat, order.id), CHAT_WRITE_LIMIT)
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
      const thread = threads(store(request))
      thread.set(order.id, [...(thread.get(order.id) ?? []), sent])
      return HttpResponse.json({ data: sent }, { status: 201, headers: requestIdHeader() })
    }),
  ]
}

export const orderMessageHandlers = [
  ...threadHandlers({
    base: '/v2/account-orders',
    what: 'Account order',
    orders: (db) => db.accountOrders,
    threads: (db) => db.orderMessages,
    chat: 'chat',
  }),
  ...threadHandlers({
    base: '/v2/item-orders',
    what: 'Item order',
    orders: (db) => db.itemOrders,
    threads: (db) => db.itemOrderMessages,
    chat: 'item-order-chat',
  }),
]
