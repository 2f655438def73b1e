import { ApiError } from '../lib/api-error'
import { isPlainObject, nullable, text } from './read/fields'
import { readRecord, type RecordOf, type Shape } from './read/record'
import { itemOrderShape } from './records/item-order'
import { sellerBreakShape } from './records/seller-break'
import { readPage } from './responses'

/*
 * The readers of item orders and breaks, loaded with their first answer (api/item-orders.ts, api/seller-breaks.ts)
 * so that the readers every page loads stay as they are.
 */

function one<S extends Shape>(shape: S, json: unknown, status: number): RecordOf<S> {
  const record = readRecord(shape, isPlainObject(json) ? json.data : undefined)
  if (!record) {
    throw new ApiError({ kind: 'invalid_response', status, message: 'The marketplace API sent an unexpected response (data has no readable id).' })
  }
  return record
}

const optionalText = nullable(text)
function messageOf(json: unknown): string | null {
  const value = isPlainObject(json) ? optionalText(json.message) : null
  return typeof value === 'string' ? value : null
}

export const readItemOrderPage = readPage(itemOrderShape)
export const readItemOrder = (json: unknown, status: number) => one(itemOrderShape, json, status)

/** `POST /v2/item-orders/{id}/complete`: `{ data: order, message, action }`. */
export const readCompletedItemOrder = (json: unknown, status: number) => ({
  order: one(itemOrderShape, json, status),
  message: messageOf(json),
})

export const readSellerBreakPage = readPage(sellerBreakShape)

/** A break's start or end: `{ data: break, message? }`. */
export const readSellerBreakAnswer = (json: unknown, status: number) => ({
  sellerBreak: one(sellerBreakShape, json, status),
  message: messageOf(json),
})
