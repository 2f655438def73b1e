import { priceError } from './offer-changes'

/*
 * What a gift card offer's writes take (api-notes, "Gift card offers and keys"): a price of at least 0.01 EUR,
 * and a card named by its id or by brand, region and face value. Checked before sending; the server judges too.
 */

export const GIFT_CARD_PRICE_DECIMALS = 2

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/

/** Why `text` is not a price of a gift card offer (EUR, at least 0.01, at most 2 decimals), or null. */
export function giftCardPriceError(text: string): string | null {
  const error = priceError(text, GIFT_CARD_PRICE_DECIMALS, '18.40')
  if (error) return error
  return Number(text.trim()) < 0.01 ? 'The price must be at least 0.01 EUR.' : null
}

/** Why `text` is not a face value (a positive amount), or null. */
export function faceValueError(text: string): string | null {
  const value = text.trim()
  if (value === '') return 'Enter the face value.'
  if (!PLAIN_DECIMAL.test(value) || Number(value) <= 0) return 'Enter the face value as a positive number, like 20 or 12.50.'
  return null
}

/** Why `text` is not a face value's currency (three letters, such as EUR), or null. */
export function faceValueUnitError(text: string): string | null {
  return /^[A-Za-z]{3}$/.test(text.trim()) ? null : 'Enter the currency as three letters, such as EUR or USD.'
}

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
