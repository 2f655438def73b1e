import { decimalPlaces, fixedPointPrice, PRICE_DECIMALS } from '../lib/fixed-point'

/*
 * A change to one of the seller's currency offers (`PATCH /v2/currency-offers/{id}`), checked field by field as
 * the live service documents it. The offer form shows these messages; the client refuses to send a body with one.
 */

export const OFFER_QUANTITY_MAX = 1_000_000_000

/** What may change; a field left out is not sent. The price is EUR per the offer's unit, as any decimal text. */
export interface OfferChanges {
  price?: string
  stock?: number | string
  min_quantity?: number | string
}

/** The body as sent: the price as fixed-point text ("10.350000"), the quantities as whole numbers. */
export interface OfferChangesBody {
  price?: string
  stock?: number
  min_quantity?: number
}

export type OfferField = keyof OfferChanges

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/

/** Why `text` is not a price the marketplace takes with at most `decimals` decimals, or null. */
export function priceError(text: string, decimals: number = PRICE_DECIMALS): string | null {
  const value = text.trim()
  if (value === '') return 'Enter the price.'
  if (!PLAIN_DECIMAL.test(value)) return 'Enter the price in euros as a number with a point, like 10.35.'
  const places = decimalPlaces(value) ?? 0
  if (places > decimals) {
    return `The price can have at most ${decimals} decimals; this one has ${places}.`
  }
  return null
}

/** Why `raw` is not a whole number from `min` to 1,000,000,000 (`label`: "stock"), or null. */
export function quantityError(label: string, raw: number | string, min: number): string | null {
  const text = String(raw).trim()
  if (text === '') return `Enter the ${label}.`
  if (!/^-?\d+$/.test(text)) return `The ${label} must be a whole number.`
  const value = Number(text)
  if (value < min || value > OFFER_QUANTITY_MAX) {
    return `The ${label} must be between ${min.toLocaleString('en')} and ${OFFER_QUANTITY_MAX.toLocaleString('en')}; this is ${text}.`
  }
  return null
}

export const stockError = (raw: number | string) => quantityError('stock', raw, 0)
export const minQuantityError = (raw: number | string) => quantityError('minimum', raw, 1)

/** Every field's messages; empty when the change may be sent. */
export function offerChangeErrors(changes: OfferChanges): Partial<Record<OfferField, string>> {
  const errors: Partial<Record<OfferField, string>> = {}
  const price = changes.price === undefined ? null : priceError(changes.price)
  const stock = changes.stock === undefined ? null : stockError(changes.stock)
  const minimum = changes.min_quantity === undefined ? null : minQuantityError(changes.min_quantity)
  if (price) errors.price = price
  if (stock) errors.stock = stock
  if (minimum) errors.min_quantity = minimum
  return errors
}

/** The body of a change with no errors (see `offerChangeErrors`). */
export function offerChangesBody(changes: OfferChanges): OfferChangesBody {
  const body: OfferChangesBody = {}
  if (changes.price !== undefined) body.price = fixedPointPrice(changes.price.trim()) ?? undefined
  if (changes.stock !== undefined) body.stock = Number(String(changes.stock).trim())
  if (changes.min_quantity !== undefined) body.min_quantity = Number(String(changes.min_quantity).trim())
  return body
}
