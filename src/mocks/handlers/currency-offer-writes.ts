import { http, HttpResponse } from 'msw'
import { parseDecimal } from '../../lib/fixed-point'
import type { ResourceKind } from '../../lib/resource-writes'
import { store } from '../db'
import type { CurrencyOfferRecord } from '../types'
import { eurToUsd, formatScaled } from '../values'
import { nowSeconds, readJsonObject, requestIdHeader, validationError, type FieldErrors } from './http'
import { offerStatusHandler, writableOffer } from './offer-writes'

const QUANTITY_MAX = 1_000_000_000
const NANO = 9

/** A price as the live service takes it (a number or numeric text, at most 6 decimals), in nano-units; or why not. */
export function readPrice(raw: unknown): number | string {
  const parsed = typeof raw === 'number' || (typeof raw === 'string' && /^\d+(\.\d+)?$/.test(raw.trim())) ? parseDecimal(raw) : null
  if (!parsed || parsed.negative) return 'The price field must be a number.'
  if (parsed.scale > 6) return 'The price field must have 0-6 decimal places.'
  const nano = parsed.units * 10n ** BigInt(NANO - parsed.scale)
  if (nano > BigInt(Number.MAX_SAFE_INTEGER)) return 'The price field is too large.'
  return Number(nano)
}

export function readQuantity(raw: unknown, field: string, min: number): number | string {
  if (typeof raw !== 'number' || !Number.isInteger(raw)) return `The ${field} field must be an integer.`
  if (raw < min || raw > QUANTITY_MAX) return `The ${field} field must be between ${min} and ${QUANTITY_MAX}.`
  return raw
}

/** `PATCH /v2/currency-offers/{id}`: every field optional; what is sent is checked, then applied. */
async function applyChanges(offer: CurrencyOfferRecord, request: Request): Promise<Response | null> {
  const body = await readJsonObject(request)
  if (!body.ok) return body.response
  const { price, currency = 'EUR', stock, min_quantity: minQuantity } = body.value
  const errors: FieldErrors = {}
  const priceNano = price === undefined ? null : readPrice(price)
  if (typeof priceNano === 'string') errors.price = [priceNano]
  if (currency !== 'EUR' && currency !== 'USD') errors.currency = ['The selected currency is invalid.']
  const stockValue = stock === undefined ? null : readQuantity(stock, 'stock', 0)
  if (typeof stockValue === 'string') errors.stock = [stockValue]
  const minValue = minQuantity === undefined ? null : readQuantity(minQuantity, 'min quantity', 1)
  if (typeof minValue === 'string') errors.min_quantity = [minValue]
  if (Object.keys(errors).length > 0) return validationError(errors)

  if (typeof priceNano === 'number') {
    // USD is converted to EUR at the seed's rate; both are kept to 6 decimals, as the service keeps prices.
    const eurNano = currency === 'USD' ? Math.round((priceNano * 100) / 108 / 1000) * 1000 : priceNano
    offer.price_eur = formatScaled(eurNano, NANO)
    offer.price_usd = formatScaled(Math.round(eurToUsd(eurNano) / 1000) * 1000, NANO)
  }
  if (typeof stockValue === 'number') offer.stock = stockValue
  if (typeof minValue === 'number') offer.min_quantity = minValue
  offer.updated_at = nowSeconds()
  return null
}

const CURRENCY_OFFER = [
  'Currency offer',
  'offer',
  (request: Request, id: number) => store(request).currencyOffers.get(id),
] as [string, ResourceKind, (request: Request, id: number) => CurrencyOfferRecord | undefined]

export const currencyOfferWriteHandlers = [
  http.patch<{ currencyOffer: string }>('*/v2/currency-offers/:currencyOffer', async ({ request, params }) => {
    const offer = writableOffer(request, params.currencyOffer, CURRENCY_OFFER)
    if (offer instanceof Response) return offer
    const refused = await applyChanges(offer, request)
    return refused ?? HttpResponse.json({ data: offer }, { headers: requestIdHeader() })
  }),

  offerStatusHandler('/v2/currency-offers', CURRENCY_OFFER),
]
