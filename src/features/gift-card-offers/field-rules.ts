import { GIFT_CARD_KEY_MAX } from '../../api/gift-card-offer-body'
import { priceError } from '../../api/offer-changes'
import type { SecretBatch } from '../../lib/secret-batch'

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

/**
 * Why a batch of keys cannot be sent as it is, or null. Empty lines, repeats and keys already added are left out
 * (the batch shows them); a key over the length must be shortened or removed; `required` asks for one at least.
 */
export function keysError(batch: SecretBatch, required: boolean): string | null {
  const tooLong = batch.counts['too-long']
  if (tooLong > 0) return `${tooLong === 1 ? 'A key is' : `${tooLong} keys are`} over ${GIFT_CARD_KEY_MAX} characters: shorten or remove ${tooLong === 1 ? 'it' : 'them'} first.`
  if (required && batch.ready.length === 0) return 'Enter at least one key, or add them from a file.'
  return null
}
