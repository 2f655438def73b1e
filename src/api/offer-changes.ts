import { decimalPlaces, fixedPointPrice, parseDecimal, PRICE_DECIMALS } from '../lib/fixed-point'
import type { PriceRule } from '../lib/price-change'
import { codePointLength } from '../lib/text'

/*
 * A change to one of the seller's currency offers (`PATCH /v2/currency-offers/{id}`), checked field by field as
 * the live service documents it. The offer form shows these messages; the client refuses to send a body with one.
 */

export const OFFER_QUANTITY_MAX = 1_000_000_000

/** A currency offer's price per unit: up to 6 decimals, and more than 0 (the least it can be is one millionth). */
export const CURRENCY_PRICE_RULE: PriceRule = { decimals: PRICE_DECIMALS, min: '0.000001' }

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

/** Why `text` is not a price the marketplace takes (with at most `decimals` decimals), or null. */
export function priceError(text: string, decimals: number = PRICE_DECIMALS, example = '10.35'): string | null {
  const value = text.trim()
  if (value === '') return 'Enter the price.'
  if (!PLAIN_DECIMAL.test(value)) return `Enter the price in euros as a number with a point, like ${example}.`
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

/*
 * The fixed fields of an item offer as the live service documents them (`POST` and `PATCH /v2/item-offers`):
 * title up to 255 characters, description up to 2048, a price in EUR per unit of at least 0.01 with at most
 * 2 decimals, stock from 0 to 1,000,000,000 and a minimum order. The forms show these messages; the client
 * refuses to send a body with one.
 */

export const ITEM_TITLE_MAX = 255
export const ITEM_DESCRIPTION_MAX = 2048
export const ITEM_PRICE_DECIMALS = 2
export const ITEM_PRICE_RULE: PriceRule = { decimals: ITEM_PRICE_DECIMALS, min: '0.01' }
export const ITEM_LIMITS = { title: ITEM_TITLE_MAX, description: ITEM_DESCRIPTION_MAX }

/** What the seller typed, as text; a field left out is not sent. */
export interface ItemOfferChanges {
  title?: string
  description?: string
  price?: string
  stock?: string
  min_quantity?: string
  /** The template's fields, as the form holds them (see the offer template kit). */
  item_data?: Readonly<Record<string, unknown>>
}

export type ItemOfferField = Exclude<keyof ItemOfferChanges, 'item_data'>

/** The body as sent: the price as a JSON number of at most 2 decimals, exact (see `itemPriceValue`). */
export interface ItemOfferBody {
  title?: string
  description?: string
  price?: number
  stock?: number
  min_quantity?: number
  item_data?: Readonly<Record<string, unknown>>
}

function lengthError(label: string, value: string, max: number, required: boolean): string | null {
  if (required && value.trim() === '') return `Enter the ${label}.`
  const length = codePointLength(value)
  if (length > max) return `The ${label} can be at most ${max.toLocaleString('en')} characters; this one has ${length.toLocaleString('en')}.`
  return null
}

export const itemTitleError = (value: string) => lengthError('title', value, ITEM_TITLE_MAX, true)
export const itemDescriptionError = (value: string) => lengthError('description', value, ITEM_DESCRIPTION_MAX, false)

/** The price as the JSON number sent, or null when it would not be the very decimal typed. */
export function itemPriceValue(text: string): number | null {
  const parsed = parseDecimal(text.trim())
  if (!parsed || parsed.negative || parsed.scale > ITEM_PRICE_DECIMALS) return null
  const digits = parsed.units.toString().padStart(parsed.scale + 1, '0')
  const exact = parsed.scale === 0 ? digits : `${digits.slice(0, -parsed.scale)}.${digits.slice(-parsed.scale)}`
  const value = Number(exact)
  // A number written with more digits than a double holds would reach the server as another price.
  return String(value) === exact ? value : null
}

/** Why `text` is not an item offer's price: at least 0.01, at most 2 decimals. */
export function itemPriceError(text: string): string | null {
  const error = priceError(text, ITEM_PRICE_DECIMALS)
  if (error) return error
  const parsed = parseDecimal(text.trim())
  if (!parsed || parsed.units === 0n) return `The price must be at least €${ITEM_PRICE_RULE.min}.`
  if (itemPriceValue(text) === null) return 'The price has more digits than the marketplace takes.'
  return null
}

const RULES: Record<ItemOfferField, (value: string) => string | null> = {
  title: itemTitleError,
  description: itemDescriptionError,
  price: itemPriceError,
  stock: stockError,
  min_quantity: minQuantityError,
}

/** Every fixed field's message; empty when the change may be sent. */
export function itemOfferErrors(changes: ItemOfferChanges): Partial<Record<ItemOfferField, string>> {
  const errors: Partial<Record<ItemOfferField, string>> = {}
  for (const field of Object.keys(RULES) as ItemOfferField[]) {
    const value = changes[field]
    const error = value === undefined ? null : RULES[field](value)
    if (error) errors[field] = error
  }
  return errors
}

/** The body of a change with no errors (see `itemOfferErrors`): the text fields as typed, numbers as numbers. */
export function itemOfferBody(changes: ItemOfferChanges): ItemOfferBody {
  const body: ItemOfferBody = {}
  if (changes.title !== undefined) body.title = changes.title
  if (changes.description !== undefined) body.description = changes.description
  if (changes.price !== undefined) body.price = itemPriceValue(changes.price) ?? undefined
  if (changes.stock !== undefined) body.stock = Number(changes.stock.trim())
  if (changes.min_quantity !== undefined) body.min_quantity = Number(changes.min_quantity.trim())
  if (changes.item_data !== undefined) body.item_data = changes.item_data
  return body
}
