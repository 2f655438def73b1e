import { enumText, id, money, nullable, num, text, timestamp } from '../read/fields'
import { type RecordOf } from '../read/record'
import { currencyUnit, deliveryTime, gameRef } from './common'

/** One of the seller's own currency offers (`GET /v2/currency-offers`, `GET /v2/currency-offers/{id}`). */
export const currencyOfferShape = {
  id,
  title: text,
  game: nullable(gameRef),
  currency_unit: currencyUnit,
  /** `listed`, `draft` (the live service); `active`, `paused`, `out_of_stock` (the spec); or values not known yet. */
  status: nullable(enumText),
  stock: num,
  min_quantity: num,
  price_eur: money,
  price_usd: money,
  delivery_time: nullable(deliveryTime),
  created_at: timestamp,
  updated_at: timestamp,
  /** Beyond the spec, on the live service's offer answers; absent on older servers. */
  uuid: nullable(text),
  external_id: nullable(text),
  views: nullable(num),
  listed_at: nullable(timestamp),
}
export type CurrencyOffer = RecordOf<typeof currencyOfferShape>
