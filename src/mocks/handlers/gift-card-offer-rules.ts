import { GIFT_CARD_KEY_MAX } from '../../api/gift-card-offer-body'
import { parseDecimal } from '../../lib/fixed-point'
import type { Db } from '../db'
import type { GiftCardOfferRecord, GiftCardRecord, StockKeyRecord } from '../types'
import { eurToUsd, formatCents } from '../values'
import { codePoints, nowSeconds, type FieldErrors } from './http'

/* What the mock's gift card offer writes check and change: prices, keys, the card of a new offer. */


/** A price in cents (at least 0.01, at most 2 decimals), or why not. */
export function readPriceCents(raw: unknown): number | string {
  const parsed = typeof raw === 'number' || (typeof raw === 'string' && /^\d+(\.\d+)?$/.test(raw.trim())) ? parseDecimal(raw) : null
  if (!parsed || parsed.negative) return 'The price field must be a number.'
  if (parsed.scale > 2) return 'The price field must have 0-2 decimal places.'
  const cents = Number(parsed.units * 10n ** BigInt(2 - parsed.scale))
  if (cents < 1) return 'The price field must be at least 0.01.'
  return cents
}

/** Checks `keys` as the live service might: strings, none empty or too long, none twice, none already in stock. */
export function keyErrors(raw: unknown, inStock: readonly StockKeyRecord[], required: boolean): FieldErrors {
  if (raw === undefined && !required) return {}
  if (!Array.isArray(raw) || (required && raw.length === 0)) return { keys: ['The keys field must be a list of at least 1 key.'] }
  const errors: FieldErrors = {}
  const seen = new Set<string>()
  raw.forEach((key: unknown, index) => {
    const field = `keys.${index}`
    if (typeof key !== 'string' || key.trim() === '') errors[field] = [`The ${field} field is required.`]
    else if (codePoints(key) > GIFT_CARD_KEY_MAX) errors[field] = [`The ${field} field must not be greater than ${GIFT_CARD_KEY_MAX} characters.`]
    else if (seen.has(key)) errors[field] = [`The ${field} field has a duplicate value.`]
    else if (inStock.some((stocked) => stocked.key === key)) errors[field] = [`The ${field} key is already in stock.`]
    if (typeof key === 'string') seen.add(key)
  })
  return errors
}

function nextDeliveryId(db: Db): number {
  let max = 60_000
  for (const keys of db.giftCardOfferKeys.values()) for (const key of keys) max = Math.max(max, key.id)
  return max + 1
}

/** Puts `keys` into the offer's stock: their records, with new delivery ids. */
export function stockKeys(db: Db, offer: GiftCardOfferRecord, keys: readonly string[]): StockKeyRecord[] {
  const first = nextDeliveryId(db)
  const added = keys.map((key, index) => ({ id: first + index, key, created_at: nowSeconds() }))
  db.giftCardOfferKeys.set(offer.id, [...(db.giftCardOfferKeys.get(offer.id) ?? []), ...added])
  offer.stock += added.length
  offer.updated_at = nowSeconds()
  return added
}

export function setPrice(offer: GiftCardOfferRecord, cents: number) {
  offer.price_eur = formatCents(cents)
  offer.price_usd = formatCents(eurToUsd(cents))
}

/** The card a new offer names: by id, or by brand, region and face value (a card the catalog lacks is added). */
export function cardOf(db: Db, body: Record<string, unknown>, errors: FieldErrors): GiftCardRecord | null {
  if (body.gift_card_id !== undefined) {
    const card = typeof body.gift_card_id === 'number' ? db.giftCards.get(body.gift_card_id) : undefined
    if (!card) errors.gift_card_id = ['The selected gift card id is invalid.']
    return card ?? null
  }
  const brand = typeof body.brand_id === 'number' ? db.giftCardBrands.get(body.brand_id) : undefined
  const region = typeof body.region_id === 'number' ? db.giftCardRegions.get(body.region_id) : undefined
  const amount = typeof body.face_value_amount === 'number' || typeof body.face_value_amount === 'string' ? parseDecimal(body.face_value_amount) : null
  const unit = typeof body.face_value_unit === 'string' && /^[A-Z]{3}$/.test(body.face_value_unit) ? body.face_value_unit : null
  if (!brand) errors.brand_id = ['The brand id field is required when gift card id is not present.']
  if (!region) errors.region_id = ['The region id field is required when gift card id is not present.']
  if (!amount || amount.negative || amount.units === 0n || amount.scale > 2) errors.face_value_amount = ['The face value amount field must be a positive number.']
  if (!unit) errors.face_value_unit = ['The face value unit field must be a 3-letter currency code.']
  if (!brand || !region || !amount || !unit || errors.face_value_amount) return null
  const cents = Number(amount.units * 10n ** BigInt(2 - amount.scale))
  const faceValue = formatCents(cents)
  const known = [...db.giftCards.values()].find(
    (card) => card.brand.id === brand.id && card.region.id === region.id && card.face_value_amount === faceValue && card.face_value_unit === unit,
  )
  if (known) return known
  const id = Math.max(0, ...db.giftCards.keys()) + 1
  const card: GiftCardRecord = {
    id,
    title: `${brand.name} ${faceValue.replace(/\.00$/, '')} ${unit} (${region.name})`,
    brand: { id: brand.id, name: brand.name },
    region: { id: region.id, name: region.name },
    face_value_amount: faceValue,
    face_value_unit: unit,
    lowest_price_eur: null,
    lowest_price_usd: null,
  }
  db.giftCards.set(id, card)
  return card
}

