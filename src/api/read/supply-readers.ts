import { itemOrderShape } from './records/item-order'
import { sellerBreakShape } from './records/seller-break'
import { answerText, one, readPage } from './read/answer'

/*
 * The readers of item orders and breaks, loaded with their first answer (api/item-orders.ts, api/seller-breaks.ts)
 * so that the readers every page loads stay as they are.
 */

export const readItemOrderPage = readPage(itemOrderShape)
export const readItemOrder = (json: unknown, status: number) => one(itemOrderShape, json, status)

/** `POST /v2/item-orders/{id}/complete`: `{ data: order, message, action }`. */
export const readCompletedItemOrder = (json: unknown, status: number) => ({
  order: one(itemOrderShape, json, status),
  message: answerText(json, 'message'),
})

export const readSellerBreakPage = readPage(sellerBreakShape)

/** A break's start or end: `{ data: break, message? }`. */
export const readSellerBreakAnswer = (json: unknown, status: number) => ({
  sellerBreak: one(sellerBreakShape, json, status),
  message: answerText(json, 'message'),
})
