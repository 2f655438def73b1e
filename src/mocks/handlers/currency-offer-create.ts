import { http, HttpResponse } from 'msw'
import { store } from '../db'
import { GAMES } from '../seed-account-order-parts'
import { checkTemplateData } from '../template-check'
import type { CurrencyOfferRecord, DeliveryTimeUnit, GameRecord } from '../types'
import { deliveryTime, eurToUsd, formatScaled } from '../values'
import { checkAuth } from './auth'
import { readPrice, readQuantity } from './currency-offer-writes'
import { codePoints, nowSeconds, readJsonObject, requestIdHeader, validationError, type FieldErrors } from './http'

/*
 * `POST /v2/currency-offers` (api-notes, "Currency offers: create"): the new offer is a draft; the server names
 * it (no title is sent) and sells the game's currency in the unit its other offers use, else one by one.
 */

const NANO = 9
const UNITS: readonly DeliveryTimeUnit[] = ['minutes', 'hours', 'days']

function readGame(body: Record<string, unknown>): GameRecord | string {
  if (body.game === undefined && body.game_id === undefined) return 'The game field is required when game id is not present.'
  const game = Object.values(GAMES).find((known) => known.slug === body.game || known.id === body.game_id)
  return game ? { ...game } : 'The selected game is invalid.'
}

function readDelivery(raw: unknown): CurrencyOfferRecord['delivery_time'] | string {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : null
  const duration = value?.duration
  const unit = UNITS.find((known) => known === value?.unit)
  if (!value || typeof duration !== 'number' || !Number.isInteger(duration) || duration < 1 || !unit) {
    return 'The delivery time must have a whole duration of at least 1 and a unit of minutes, hours or days.'
  }
  return deliveryTime(duration, unit)
}

/** Every field's messages, as Laravel answers them, or the new draft. */
function newOffer(
  body: Record<string, unknown>,
  id: number,
  units: Iterable<CurrencyOfferRecord>,
): { offer: CurrencyOfferRecord } | { errors: FieldErrors } {
  const errors: FieldErrors = {}
  const game = readGame(body)
  if (typeof game === 'string') errors.game = [game]
  const { description } = body
  if (typeof description !== 'string' || description.trim() === '') errors.description = ['The description field is required.']
  else if (codePoints(description) > 5028) errors.description = ['The description field must not be greater than 5028 characters.']
  const price = readPrice(body.price)
  if (typeof price === 'string') errors.price = [price]
  else if (price === 0) errors.price = ['The price field must be greater than 0.']
  const stock = readQuantity(body.stock, 'stock', 0)
  if (typeof stock === 'string') errors.stock = [stock]
  const minimum = readQuantity(body.min_quantity ?? 1, 'min quantity', 1)
  if (typeof minimum === 'string') errors.min_quantity = [minimum]
  const delivery = readDelivery(body.delivery_time)
  if (typeof delivery === 'string') errors.delivery_time = [delivery]
  if (typeof game !== 'string') Object.assign(errors, checkTemplateData('currency', game.slug, body.currency_data ?? {}))
  if (Object.keys(errors).length > 0 || typeof game === 'string' || typeof price === 'string') return { errors }
  const sibling = [...units].find((offer) => offer.game.id === game.id)
  const unit = sibling ? { ...sibling.currency_unit } : { slug: `${game.slug}-gold`, currency_name: 'Gold', name: 'Gold', symbol: 'g', multiplier: 1 }
  const now = nowSeconds()
  const offer: CurrencyOfferRecord = {
    id,
    title: `${game.name} ${unit.currency_name}`,
    game,
    currency_unit: unit,
    status: 'draft',
    stock: stock as number,
    min_quantity: minimum as number,
    price_eur: formatScaled(price, NANO),
    price_usd: formatScaled(Math.round(eurToUsd(price) / 1000) * 1000, NANO),
    delivery_time: delivery as CurrencyOfferRecord['delivery_time'],
    created_at: now,
    updated_at: now,
    uuid: `9b1c0f4e-0000-4000-8000-${String(id).padStart(12, '0')}`,
    external_id: typeof body.external_id === 'string' ? body.external_id : null,
    views: 0,
    listed_at: null,
  }
  return { offer }
}

export const currencyOfferCreateHandlers = [
  http.post('*/v2/currency-offers', async ({ request }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const body = await readJsonObject(request)
    if (!body.ok) return body.response
    const db = store(request)
    const id = Math.max(3000, ...db.currencyOffers.keys()) + 1
    const created = newOffer(body.value, id, db.currencyOffers.values())
    if ('errors' in created) return validationError(created.errors)
    db.currencyOffers.set(id, created.offer)
    db.otherOffers.set(id, [])
    return HttpResponse.json({ data: created.offer }, { status: 201, headers: requestIdHeader() })
  }),
]
