import { id, money, nullable, num, text } from '../read/fields'
import { type RecordOf } from '../read/record'
import { gameRef, listedOfferFields, templatedOfferFields } from './common'

/** One of the seller's item offers (`GET /v2/item-offers`, `GET /v2/item-offers/{id}`; api-notes, "The supply side"). */
export const itemOfferShape = {
  id,
  external_id: nullable(text),
  game: nullable(gameRef),
  /** `status`: `draft`, `listed`, `archived` as the dashboard knows them. */
  ...templatedOfferFields,
  delivery_instructions: nullable(text),
  stock: num,
  min_quantity: num,
  price_eur: money,
  ...listedOfferFields,
}
export type ItemOffer = RecordOf<typeof itemOfferShape>
