import { enumText, id, money, nullable, num, text, timestamp } from '../read/fields'
import { group, type RecordOf } from '../read/record'
import { currencyUnit, deliveryTime } from './common'

/** One of the seller's own currency offers (`GET /v2/currency-offers`, `GET /v2/currency-offers/{id}`). */
export const currencyOfferShape = {
  id,
  title: text,
  game: nullable(group({ id, name: text, slug: text })),
  currency_unit: currencyUnit,
  /** `active`, `paused`, `out_of_stock` or values not known yet. */
  status: nullable(enumText),
  stock: num,
  min_quantity: num,
  price_eur: money,
  price_usd: money,
  delivery_time: nullable(deliveryTime),
  created_at: timestamp,
  updated_at: timestamp,
}
export type CurrencyOffer = RecordOf<typeof currencyOfferShape>
