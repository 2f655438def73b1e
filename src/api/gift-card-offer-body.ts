/*
 * The body of \`POST /v2/gift-cards/offers\` (api-notes, "Gift card offers and keys"): a price and a card named by its
 * id or by brand, region and face value, with optional first keys. The form checks the values (its field rules).
 */

/** The longest key the dashboard sends, in code points: not documented, so assumed (docs/open-points.md). */
export const GIFT_CARD_KEY_MAX = 255

/** The card of a new offer: one from the catalog, or brand, region and face value. */
export type NewOfferCard =
  | { giftCardId: number }
  | { brandId: number; regionId: number; faceValueAmount: string; faceValueUnit: string }

export interface NewGiftCardOffer {
  card: NewOfferCard
  /** EUR, as typed; checked by `giftCardPriceError`. */
  price: string
  /** The first keys, already checked; none is fine. */
  keys: readonly string[]
}

/** The body of `POST /v2/gift-cards/offers`: the price as a number with at most 2 decimals, keys only if any. */
export function newOfferBody({ card, price, keys }: NewGiftCardOffer): Record<string, unknown> {
  const cardFields =
    'giftCardId' in card
      ? { gift_card_id: card.giftCardId }
      : {
          brand_id: card.brandId,
          region_id: card.regionId,
          face_value_amount: Number(card.faceValueAmount.trim()),
          face_value_unit: card.faceValueUnit.trim().toUpperCase(),
        }
  return { ...cardFields, price: Number(price.trim()), ...(keys.length > 0 ? { keys: [...keys] } : {}) }
}
