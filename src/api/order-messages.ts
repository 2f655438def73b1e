import { ApiError } from '../lib/api-error'
import { api } from './api'
import { encodeId, type RequestOptions } from './client'
import { isPlainObject } from './read/fields'
import { readFields } from './read/record'
import { orderMessageShape, type OrderMessage } from './records/order-message'

/*
 * An order's conversation: `GET`/`POST /v2/account-orders/{id}/messages` (api-notes, "Buyer messages"), and the
 * same under `/v2/item-orders` ("messages as on account orders"). Declared apart from client.ts so that its code
 * and readers load with the conversation, not with every page.
 */

/** The kinds of order that have a conversation with the buyer. */
export type OrderKind = 'account' | 'item'

/** One order whose conversation is read or written. */
export interface OrderRef {
  readonly kind: OrderKind
  readonly id: number
}

const ORDERS_PATH: Record<OrderKind, string> = { account: '/v2/account-orders', item: '/v2/item-orders' }

export interface OrderMessages {
  messages: OrderMessage[]
  /** Messages left out because their `id` could not be read. */
  leftOut: number
}

export interface SentMessage {
  /** null when the server answered without the message. */
  message: OrderMessage | null
  requestId: string | null
}

function unexpected(status: number, what: string): ApiError {
  return new ApiError({ kind: 'invalid_response', status, message: `The marketplace API sent an unexpected response (${what}).` })
}

function readMessage(raw: unknown): OrderMessage | null {
  if (!isPlainObject(raw)) return null
  const fields = readFields(orderMessageShape, raw)
  return fields.id === null || fields.id === '' ? null : (fields as OrderMessage)
}

export function readOrderMessages(json: unknown, status: number): OrderMessages {
  const data = isPlainObject(json) ? json.data : undefined
  if (!Array.isArray(data)) throw unexpected(status, 'data is not a list')
  const messages = data.map(readMessage).filter((message): message is OrderMessage => message !== null)
  return { messages, leftOut: data.length - messages.length }
}

export function readSentMessage(json: unknown): OrderMessage | null {
  return isPlainObject(json) ? readMessage(json.data) : null
}

const path = (order: OrderRef) => `${ORDERS_PATH[order.kind]}/${encodeId(order.id)}/messages`

export async function getOrderMessages(order: OrderRef, { signal }: RequestOptions = {}): Promise<OrderMessages> {
  const result = await api.request('GET', path(order), readOrderMessages, { signal })
  if (result.data === null) throw unexpected(result.status, 'the body is empty')
  return result.data
}

/** Sends `message` exactly as typed: its length is the form's to check, its acceptance the server's. */
export async function sendOrderMessage(order: OrderRef, message: string, { signal }: RequestOptions = {}): Promise<SentMessage> {
  const result = await api.request('POST', path(order), readSentMessage, { body: { message }, signal })
  return { message: result.data, requestId: result.requestId }
}
