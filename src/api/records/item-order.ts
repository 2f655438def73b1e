import { enumText, freeFormMap, id, nullable, num, text, timestamp } from '../read/fields'
import { type RecordOf } from '../read/record'
import { rating } from './account-order'
import { deliveryTime, gameRef, orderDisputeFields, orderPriceFields, userRef } from './common'

/** A buyer's order of one of the seller's item offers (`GET /v2/item-orders/{id}`; api-notes). */
export const itemOrderShape = {
  id,
  item_offer_id: nullable(id),
  game: nullable(gameRef),
  buyer: nullable(userRef),
  rating: nullable(rating),
  title: nullable(text),
  description: nullable(text),
  quantity: num,
  parameters: freeFormMap,
  /** `pending` at least; any other value is shown as sent. */
  status: nullable(enumText),
  ...orderDisputeFields,
  delivery_time: nullable(deliveryTime),
  ...orderPriceFields,
  created_at: timestamp,
  updated_at: timestamp,
  purchased_at: nullable(timestamp),
  completed_at: nullable(timestamp),
  refunded_at: nullable(timestamp),
}
export type ItemOrder = RecordOf<typeof itemOrderShape>
