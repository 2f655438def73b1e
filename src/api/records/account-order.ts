import { bool, enumText, freeFormMap, id, money, nullable, num, stringList, text, timestamp } from '../read/fields'
import { group, type RecordOf } from '../read/record'
import { deliveryTime, userRef } from './common'

/** The buyer's rating of an order (account and item orders). */
export const rating = group({
  id,
  labels: stringList,
  rating: num,
  comment: nullable(text),
  created_at: timestamp,
  updated_at: timestamp,
})

export const accountOrderShape = {
  id,
  account_offer_id: id,
  game: group({ id, name: text, slug: text }),
  buyer: userRef,
  rating: nullable(rating),
  title: text,
  description: nullable(text),
  parameters: freeFormMap,
  is_disputed: bool,
  dispute_case_id: nullable(id),
  delivery_time: nullable(deliveryTime),
  is_manual_delivery: bool,
  credentials: nullable(text),
  delivery_instructions: nullable(text),
  price: money,
  price_usd: money,
  image_urls: stringList,
  created_at: timestamp,
  updated_at: timestamp,
  purchased_at: nullable(timestamp),
  completed_at: nullable(timestamp),
  refunded_at: nullable(timestamp),
  /** Not in the spec; the live API sends it (`pending`, `in_delivery`, ... or values not known yet). */
  status: nullable(enumText),
}
export type AccountOrder = RecordOf<typeof accountOrderShape>
export type Rating = NonNullable<AccountOrder['rating']>

/*
 * An account order as a list shows it. Lists may send `credentials`; this shape does not read them, so they
 * are never rendered, cached or exported from a list.
 */
const { credentials: _credentials, ...accountOrderListItemShape } = accountOrderShape
export { accountOrderListItemShape }
export type AccountOrderListItem = RecordOf<typeof accountOrderListItemShape>
