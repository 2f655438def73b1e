import { priceError } from '../../api/offer-changes'

/*
 * What a gift card offer's fields take (api-notes, "Gift card offers and keys"): a price of at least 0.01 EUR, a
 * face value and its currency. Checked before sending; the server judges too.
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
