import { enumText, id, int, money, nullable, text, timestamp } from '../read/fields'
import { group, recordList, type RecordOf } from '../read/record'
import { userRef } from './common'

export const giftCardKeyShape = {
  id,
  gift_card_order_id: id,
  /** A secret: its raw value is never shown, even when it cannot be read. */
  key: text,
  type: nullable(group({ name: text, value: nullable(enumText) })),
  created_at: timestamp,
  revealed_at: nullable(timestamp),
}
export type GiftCardKey = RecordOf<typeof giftCardKeyShape>

export const giftCardOrderShape = {
  id,
  gift_card_id: id,
  gift_card_offer_id: id,
  region_id: id,
  brand_id: id,
  buyer: userRef,
  title: text,
  face_value_amount: money,
  face_value_unit: text,
  quantity: int,
  unit_price_eur: money,
  unit_price_usd: money,
  price_eur: money,
  price_usd: money,
  /** Lists may leave the keys out: then they are not known (null), not "none delivered". */
  keys: nullable(recordList(giftCardKeyShape)),
  created_at: timestamp,
  updated_at: timestamp,
  completed_at: nullable(timestamp),
  refunded_at: nullable(timestamp),
  status: nullable(enumText),
}
export type GiftCardOrder = RecordOf<typeof giftCardOrderShape>
