import { parseDecimal } from '../lib/fixed-point'
import { codePointLength } from '../lib/text'
import { minQuantityError, priceError, stockError } from './offer-changes'

/*
 * The fixed fields of an item offer as the live service documents them (`POST` and `PATCH /v2/item-offers`):
 * title up to 255 characters, description up to 2048, a price in EUR per unit of at least 0.01 with at most
 * 2 decimals, stock from 0 to 1,000,000,000 and a minimum order. The forms show these messages; the client
 * refuses to send a body with one.
 */

export const ITEM_TITLE_MAX = 255
export const ITEM_DESCRIPTION_MAX = 2048
export const ITEM_PRICE_DECIMALS = 2
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
  if (!parsed || parsed.units === 0n) return 'The price must be at least €0.01.'
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
