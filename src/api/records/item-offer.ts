import { enumText, freeFormMap, id, money, nullable, num, stringList, text, timestamp } from '../read/fields'
import { group, type RecordOf } from '../read/record'
import { deliveryTime } from './common'

/** One of the seller's item offers (`GET /v2/item-offers`, `GET /v2/item-offers/{id}`; api-notes, "The supply side"). */
export const itemOfferShape = {
  id,
  external_id: nullable(text),
  game: nullable(group({ id, name: text, slug: text })),
  title: text,
  slug: nullable(text),
  description: nullable(text),
  /** The template's `item_data` as the offer has it (docs/open-points.md). */
  parameters: freeFormMap,
  /** `draft`, `listed`, `archived` as the dashboard knows them; other values are shown as they come. */
  status: nullable(enumText),
  delivery_time: nullable(deliveryTime),
  delivery_instructions: nullable(text),
  stock: num,
  min_quantity: num,
  price_eur: money,
  price_usd: nullable(money),
  views: nullable(num),
  image_urls: stringList,
  created_at: timestamp,
  updated_at: timestamp,
  listed_at: nullable(timestamp),
}
export type ItemOffer = RecordOf<typeof itemOfferShape>
