import { itemOrderShape } from '../records/item-order'
import { sellerBreakShape } from '../records/seller-break'
import { answerText, one, readPage } from './answer'

/* The readers of item orders and breaks, which api/supply-request.ts loads by name with their first answer. */

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
