import { enumText, freeFormMap, id, nullable, num, text, timestamp } from '../read/fields'
import { type RecordOf } from '../read/record'
import { currencyUnit, deliveryTime, gameRef, orderDisputeFields, orderPriceFields, userRef } from './common'

/** A buyer's purchase of one of the seller's currency offers (`GET /v2/currency-orders/{id}`; live service). */
export const currencyOrderShape = {
  id,
  currency_offer_id: nullable(id),
  game: nullable(gameRef),
  buyer: nullable(userRef),
  title: nullable(text),
  description: nullable(text),
  quantity: num,
  currency_unit: nullable(currencyUnit),
  parameters: freeFormMap,
  /** `pending` at least; any other value is shown as sent. */
  status: nullable(enumText),
  ...orderDisputeFields,
  delivery_time: nullable(deliveryTime),
  /** The buyer's game details (character, realm...): a secret, masked until revealed, never in a list. */
  credentials: nullable(freeFormMap),
  completion_proof_url: nullable(text),
  ...orderPriceFields,
  created_at: timestamp,
  updated_at: timestamp,
}
export type CurrencyOrder = RecordOf<typeof currencyOrderShape>

/* A list's currency order: without `credentials`, which this shape does not read, so a list never holds them. */
const { credentials: _credentials, ...currencyOrderListItemShape } = currencyOrderShape
export { currencyOrderListItemShape }
export type CurrencyOrderListItem = RecordOf<typeof currencyOrderListItemShape>
