import { http, HttpResponse, type JsonBodyType } from 'msw'
import { resourceKey } from '../../lib/resource-writes'
import { store } from '../db'
import type { GiftCardOfferRecord } from '../types'
import { checkAuth } from './auth'
import { cardOf, keyErrors, readPriceCents, setPrice, stockKeys } from './gift-card-offer-rules'
import { notFound, nowSeconds, parseId, readJsonObject, requestIdHeader, validationError, type FieldErrors } from './http'
import { resourceWriteRefusal } from './resource-limit'

/** The offer, after the token and the offer's write limit are checked; else the answer to send. */
function writable(request: Request, rawId: string | readonly string[] | undefined): GiftCardOfferRecord | Response {
  const denied = checkAuth(request)
  if (denied) return denied
  const id = parseId(rawId)
  const offer = id === null ? undefined : store(request).giftCardOffers.get(id)
  if (!offer) return notFound('Gift card offer')
  return resourceWriteRefusal(request, resourceKey('gift-card-offer', offer.id)) ?? offer
}

const answer = (body: JsonBodyType) => HttpResponse.json(body, { headers: requestIdHeader() })

export const giftCardOfferWriteHandlers = [
  http.post('*/v2/gift-cards/offers', async ({ request }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const body = await readJsonObject(request)
    if (!body.ok) return body.response
    const db = store(request)
    const errors: FieldErrors = {}
    const cents = readPriceCents(body.value.price)
    if (typeof cents === 'string') errors.price = [cents]
    const card = cardOf(db, body.value, errors)
    if (card && [...db.giftCardOffers.values()].some((offer) => offer.gift_card_id === card.id)) {
      errors.gift_card_id = ['You already have an offer for this gift card.']
    }
    Object.assign(errors, keyErrors(body.value.keys, [], false))
    if (Object.keys(errors).length > 0 || !card || typeof cents === 'string') return validationError(errors)
    const now = nowSeconds()
    const id = Math.max(800, ...db.giftCardOffers.keys()) + 1
    const offer: GiftCardOfferRecord = { id, gift_card_id: card.id, price_eur: '', price_usd: '', stock: 0, created_at: now, updated_at: now, gift_card: card }
    setPrice(offer, cents)
    db.giftCardOffers.set(id, offer)
    stockKeys(db, offer, (body.value.keys as string[] | undefined) ?? [])
    return answer({ data: offer, message: 'Gift card offer created.' })
  }),

  http.patch<{ offer: string }>('*/v2/gift-cards/offers/:offer', async ({ request, params }) => {
    const offer = writable(request, params.offer)
    if (offer instanceof Response) return offer
    const body = await readJsonObject(request)
    if (!body.ok) return body.response
    const errors: FieldErrors = {}
    for (const field of Object.keys(body.value)) if (field !== 'price') errors[field] = [`The ${field} field cannot be changed.`]
    const cents = readPriceCents(body.value.price)
    if (typeof cents === 'string') errors.price = [cents]
    if (Object.keys(errors).length > 0 || typeof cents === 'string') return validationError(errors)
    setPrice(offer, cents)
    offer.updated_at = nowSeconds()
    return answer({ data: offer })
  }),

  http.delete<{ offer: string }>('*/v2/gift-cards/offers/:offer', ({ request, params }) => {
    const offer = writable(request, params.offer)
    if (offer instanceof Response) return offer
    const db = store(request)
    db.giftCardOffers.delete(offer.id)
    db.giftCardOfferKeys.delete(offer.id)
    return answer({ message: 'Gift card offer deleted.' })
  }),

  http.post<{ offer: string }>('*/v2/gift-cards/offers/:offer/stock', async ({ request, params }) => {
    const offer = writable(request, params.offer)
    if (offer instanceof Response) return offer
    const body = await readJsonObject(request)
    if (!body.ok) return body.response
    const db = store(request)
    const errors = keyErrors(body.value.keys, db.giftCardOfferKeys.get(offer.id) ?? [], true)
    if (Object.keys(errors).length > 0) return validationError(errors)
    const added = stockKeys(db, offer, body.value.keys as string[])
    const count = added.length
    return answer({
      message: `${count} ${count === 1 ? 'key' : 'keys'} added to stock.`,
      data: added.map(({ id, created_at }) => ({ id, gift_card_offer_id: offer.id, created_at })),
    })
  }),

  http.delete<{ offer: string; delivery: string }>('*/v2/gift-cards/offers/:offer/stock/:delivery', ({ request, params }) => {
    const offer = writable(request, params.offer)
    if (offer instanceof Response) return offer
    const db = store(request)
    const deliveryId = parseId(params.delivery)
    const keys = db.giftCardOfferKeys.get(offer.id) ?? []
    if (!keys.some((key) => key.id === deliveryId)) return notFound('Key')
    db.giftCardOfferKeys.set(offer.id, keys.filter((key) => key.id !== deliveryId))
    offer.stock = Math.max(0, offer.stock - 1)
    offer.updated_at = nowSeconds()
    return answer({ message: 'Key removed from stock.' })
  }),
]
