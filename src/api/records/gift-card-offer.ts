import { id, int, money, nullable, text, timestamp } from '../read/fields'
import { group, nested, type Fields, type RecordOf } from '../read/record'

/** A brand or a region as a gift card names it. */
export const catalogRef = group({ id, name: text })

/** A brand of the marketplace's gift card catalog (`GET /v2/gift-cards/brands`). */
export const giftCardBrandShape = { id, name: text, slug: nullable(text) }
export type GiftCardBrand = RecordOf<typeof giftCardBrandShape>

/** A region of the catalog (`GET /v2/gift-cards/regions`). */
export const giftCardRegionShape = { id, name: text, code: nullable(text) }
export type GiftCardRegion = RecordOf<typeof giftCardRegionShape>

/** A card of the catalog (`GET /v2/gift-cards`), and the card an offer sells. */
export const giftCardShape = {
  id,
  title: text,
  brand: nullable(catalogRef),
  region: nullable(catalogRef),
  face_value_amount: money,
  face_value_unit: text,
  /** The lowest price on the marketplace now; absent when nobody sells the card. */
  lowest_price_eur: nullable(money),
  lowest_price_usd: nullable(money),
}
export type GiftCard = RecordOf<typeof giftCardShape>
/** The card inside an offer, read field by field: its id too may be unreadable. */
export type OfferGiftCard = Fields<typeof giftCardShape>

/** One of the seller's gift card offers (`GET /v2/gift-cards/offers`, `GET .../{id}`). */
export const giftCardOfferShape = {
  id,
  gift_card_id: nullable(id),
  price_eur: money,
  price_usd: nullable(money),
  /** How many keys the offer holds for sale. */
  stock: int,
  created_at: timestamp,
  updated_at: timestamp,
  gift_card: nullable(nested(giftCardShape)),
}
export type GiftCardOffer = RecordOf<typeof giftCardOfferShape>

/** One key added to an offer's stock, as the add-stock answer names it: only its delivery id is read. */
export const addedKeyShape = { id, created_at: nullable(timestamp) }
