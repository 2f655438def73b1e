import { http, HttpResponse } from 'msw'
import { store, type Db } from '../db'
import { MARKET_GAMES } from '../seed-offer-templates'
import { checkTemplateData } from '../template-check'
import type { AccountOfferRecord, GameRecord } from '../types'
import { checkAuth } from './auth'
import { nowSeconds, readJsonObject, requestIdHeader, validationError, type FieldErrors } from './http'
import { addCredentials, checkCredentialList } from './account-offer-credentials'
import { checkFixedFields } from './account-offer-fields'

/* `POST /v2/account-offers/create` (the current format), checked as the live service refuses. */

/** A game that sells accounts here, by `game_id` or by its slug (`game`). */
function findGame(body: Record<string, unknown>): GameRecord | undefined {
  const games = MARKET_GAMES.filter((game) => game.services.includes('accounts'))
  const found = body.game_id !== undefined ? games.find((game) => game.id === body.game_id) : games.find((game) => game.slug === body.game)
  return found && { id: found.id, name: found.name, slug: found.slug }
}

/** "You've already listed an account with this login.": a credential some offer of the shop holds already. */
function alreadyListed(db: Db, texts: readonly string[], errors: FieldErrors) {
  const known = new Set([...db.offerCredentials.values()].flat().map((credential) => credential.credentials))
  texts.forEach((text, index) => {
    if (known.has(text)) errors[`credentials.${index}`] = ['You’ve already listed an account with this login.']
  })
}

export const accountOfferCreateHandlers = [
  http.post('*/v2/account-offers/create', async ({ request }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const parsed = await readJsonObject(request)
    if (!parsed.ok) return parsed.response
    const body = parsed.value
    const db = store(request)
    const errors: FieldErrors = {}
    const game = findGame(body)
    if (!game) errors[body.game_id === undefined ? 'game' : 'game_id'] = ['The selected game is invalid.']
    const apply = checkFixedFields(body, errors, true)
    const manual = body.is_manual === true
    if (manual && body.delivery_time === undefined) errors['delivery_time.duration'] = ['The delivery time is required for manual delivery.']
    const texts = checkCredentialList(body.credentials, errors, !manual)
    alreadyListed(db, texts, errors)
    if (game) Object.assign(errors, checkTemplateData('account', game.slug, body.account_data))
    if (Object.keys(errors).length > 0 || !game) return validationError(errors)

    const now = nowSeconds()
    const id = Math.max(40000, ...db.accountOffers.keys()) + 1
    const offer: AccountOfferRecord = {
      id,
      game,
      account_order_ids: [],
      title: '',
      slug: null,
      description: null,
      parameters: (body.account_data as Record<string, unknown> | undefined) ?? [],
      status: 'draft',
      delivery_time: null,
      is_manual_delivery: manual,
      delivery_instructions: null,
      price: '0.99',
      price_usd: null,
      views: 0,
      image_urls: [],
      created_at: now,
      updated_at: now,
      listed_at: null,
      ...apply,
    }
    offer.slug = offer.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    db.accountOffers.set(id, offer)
    if (!manual || texts.length > 0) addCredentials(db, id, texts)
    return HttpResponse.json({ data: offer, message: 'Account offer created.' }, { status: 201, headers: requestIdHeader() })
  }),
]
