import { ApiError } from '../lib/api-error'
import { fixedPointPrice } from '../lib/fixed-point'
import { codePointLength } from '../lib/text'
import { api } from './api'
import { deliveryTimeBody, deliveryTimeErrors, type DeliveryTimeText } from '../lib/delivery-time'
import type { RequestOptions } from './client'
import { minQuantityError, priceError, stockError } from './offer-changes'
import { isPlainObject } from './read/fields'
import { readRecord } from './read/record'
import { currencyOfferShape, type CurrencyOffer } from './records/currency-offer'

/*
 * A new currency offer (`POST /v2/currency-offers`, api-notes "Currency offers: create"): no title (the server
 * names it), a description up to 5028 characters, a price per unit of at most 6 decimals sent as fixed-point
 * text, stock, minimum, delivery time and the template's `currency_data`. Loaded with its form.
 */

export const CURRENCY_DESCRIPTION_MAX = 5028

/** What the seller typed, as text; `currency_data` as sent (the template kit's `templateData`). */
export interface NewCurrencyOffer extends DeliveryTimeText {
  game: string
  description: string
  price: string
  stock: string
  min_quantity: string
  currency_data: Readonly<Record<string, unknown>>
}

export type NewCurrencyOfferField = Exclude<keyof NewCurrencyOffer, 'game' | 'currency_data'>

function descriptionError(value: string): string | null {
  if (value.trim() === '') return 'Enter the description.'
  const length = codePointLength(value)
  return length > CURRENCY_DESCRIPTION_MAX
    ? `The description can be at most ${CURRENCY_DESCRIPTION_MAX.toLocaleString('en')} characters; this one has ${length.toLocaleString('en')}.`
    : null
}

function currencyPriceError(value: string): string | null {
  const error = priceError(value)
  if (error) return error
  return /^[0.]+$/.test(value.trim()) ? 'The price must be more than 0.' : null
}

const RULES: Record<Exclude<NewCurrencyOfferField, keyof DeliveryTimeText>, (value: string) => string | null> = {
  description: descriptionError,
  price: currencyPriceError,
  stock: stockError,
  min_quantity: minQuantityError,
}

/** Every fixed field's message; empty when the offer may be sent. */
export function newCurrencyOfferErrors(offer: NewCurrencyOffer): Partial<Record<NewCurrencyOfferField, string>> {
  const errors: Partial<Record<NewCurrencyOfferField, string>> = deliveryTimeErrors(offer)
  for (const field of Object.keys(RULES) as (keyof typeof RULES)[]) {
    const error = RULES[field](offer[field])
    if (error) errors[field] = error
  }
  return errors
}

/** The body: the price as fixed-point text ("0.118000"), the quantities as whole numbers. */
export function newCurrencyOfferBody(offer: NewCurrencyOffer) {
  return {
    game: offer.game,
    description: offer.description,
    price: fixedPointPrice(offer.price.trim()),
    stock: Number(offer.stock.trim()),
    min_quantity: Number(offer.min_quantity.trim()),
    delivery_time: deliveryTimeBody(offer),
    currency_data: offer.currency_data,
  }
}

function readCreated(json: unknown, status: number): CurrencyOffer {
  const offer = isPlainObject(json) ? readRecord(currencyOfferShape, json.data) : null
  if (!offer) throw new ApiError({ kind: 'invalid_response', status, message: 'The marketplace API sent an unexpected response (data has no readable id).' })
  return offer
}

/** One POST; the new offer (a draft), or the refusal with its messages by field. Never retried. */
export async function createCurrencyOffer(offer: NewCurrencyOffer, { signal }: RequestOptions = {}) {
  const errors = newCurrencyOfferErrors(offer)
  if (Object.keys(errors).length > 0) {
    const fieldErrors = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]))
    throw new ApiError({ kind: 'invalid_request', message: Object.values(errors)[0] ?? 'The offer is not valid.', fieldErrors })
  }
  const result = await api.request('POST', '/v2/currency-offers', readCreated, { body: newCurrencyOfferBody(offer), signal })
  if (result.data === null) throw new ApiError({ kind: 'invalid_response', status: result.status, message: 'The marketplace API sent an empty response.' })
  return { offer: result.data, requestId: result.requestId }
}
