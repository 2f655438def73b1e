import { freeFormMap, id, money, num, text } from '../read/fields'
import type { RecordOf } from '../read/record'
import { currencyUnit, deliveryTime, userRef } from './common'

export const otherOfferShape = {
  id,
  currency_unit: currencyUnit,
  seller: userRef,
  stock: num,
  min_quantity: num,
  delivery_time: deliveryTime,
  delivery_method_data: freeFormMap,
  base_currency: text,
  price_eur: money,
  price_usd: money,
}
export type OtherOffer = RecordOf<typeof otherOfferShape>
