import { http, HttpResponse, type JsonBodyType } from 'msw'
import { OFFER_CREDENTIAL_MAX_LENGTH } from '../../api/limits'
import { store, type Db } from '../db'
import type { AccountOfferRecord, OfferCredentialRecord } from '../types'
import { checkAuth } from './auth'
import { codePoints, errorResponse, notFound, nowSeconds, parseId, readJsonObject, requestIdHeader, validationError, type FieldErrors } from './http'
import { paginate } from './pagination'
import { writableOffer } from './account-offers'

const CREDENTIAL_MAX = OFFER_CREDENTIAL_MAX_LENGTH

const answer = (body: JsonBodyType) => HttpResponse.json(body, { headers: requestIdHeader() })

function nextCredentialId(db: Db): number {
  let max = 880000
  for (const list of db.offerCredentials.values()) for (const credential of list) max = Math.max(max, credential.id)
  return max + 1
}

/** The offer's inventory, or the 404 of an offer that has none (legacy format, manual delivery). */
function inventoryOf(db: Db, offer: AccountOfferRecord): OfferCredentialRecord[] | Response {
  return db.offerCredentials.get(offer.id) ?? errorResponse(404, 'This offer has no credentials inventory (legacy format).')
}

/** `credentials: string[]`, each 1..500 characters; the messages by index, as Laravel names them. */
export function checkCredentialList(raw: unknown, errors: FieldErrors, required: boolean): string[] {
  if (raw === undefined && !required) return []
  if (!Array.isArray(raw) || raw.length === 0) {
    errors.credentials = ['At least one credential is required.']
    return []
  }
  raw.forEach((item, index) => {
    if (typeof item !== 'string' || item.trim() === '') errors[`credentials.${index}`] = [`The credentials.${index} field is required.`]
    else if (codePoints(item) > CREDENTIAL_MAX) errors[`credentials.${index}`] = [`The credentials.${index} field must not be greater than ${CREDENTIAL_MAX} characters.`]
  })
  return raw.filter((item): item is string => typeof item === 'string')
}

export function addCredentials(db: Db, offerId: number, texts: readonly string[]) {
  const inventory = db.offerCredentials.get(offerId) ?? []
  db.offerCredentials.set(offerId, inventory)
  const now = nowSeconds()
  const created: OfferCredentialRecord[] = []
  let duplicates = 0
  for (const text of texts) {
    if (inventory.some((credential) => credential.credentials === text)) {
      duplicates++
      continue
    }
    const credential = { id: nextCredentialId(db), credentials: text, account_offer_id: offerId, account_order_id: null, is_sold: false, created_at: now, updated_at: now }
    inventory.push(credential)
    created.push(credential)
  }
  return { created, duplicates }
}

function credentialOf(inventory: OfferCredentialRecord[], raw: string | readonly string[] | undefined) {
  const id = parseId(raw)
  return inventory.find((credential) => credential.id === id)
}

/** A write to the inventory: the offer within its write limit, its inventory and the body; or the answer instead. */
async function inventoryWrite(request: Request, rawId: string | undefined) {
  const offer = writableOffer(request, rawId)
  if (offer instanceof Response) return offer
  const db = store(request)
  const inventory = inventoryOf(db, offer)
  if (inventory instanceof Response) return inventory
  const body = request.method === 'DELETE' ? { ok: true as const, value: {} } : await readJsonObject(request)
  if (!body.ok) return body.response
  return { db, offer, inventory, body: body.value }
}

const path = '*/v2/account-offers/:offer/credentials'

export const accountOfferCredentialHandlers = [
  http.get<{ offer: string }>(path, ({ request, params }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const db = store(request)
    const id = parseId(params.offer)
    const offer = id === null ? undefined : db.accountOffers.get(id)
    if (!offer) return notFound('Account offer')
    const inventory = inventoryOf(db, offer)
    if (inventory instanceof Response) return inventory
    const url = new URL(request.url)
    const perPage = Math.min(50, Math.max(1, Number(url.searchParams.get('per_page')) || 15))
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1)
    // `filter[is_sold]` (1/0, true/false) as the framework's filters take booleans: docs/open-points.md.
    const sold = url.searchParams.get('filter[is_sold]')
    const shown = sold === null ? inventory : inventory.filter((credential) => credential.is_sold === (sold === '1' || sold === 'true'))
    return HttpResponse.json(paginate(shown, page, perPage, request.url))
  }),

  http.post<{ offer: string }>(path, async ({ request, params }) => {
    const write = await inventoryWrite(request, params.offer)
    if (write instanceof Response) return write
    const { db, offer, body } = write
    const errors: FieldErrors = {}
    const texts = checkCredentialList(body.credentials, errors, true)
    if (Object.keys(errors).length > 0) return validationError(errors)
    const { created, duplicates } = addCredentials(db, offer.id, texts)
    offer.updated_at = nowSeconds()
    const message = `${created.length} credential${created.length === 1 ? '' : 's'} added, ${duplicates} duplicate${duplicates === 1 ? '' : 's'} skipped.`
    return answer({ message, created_count: created.length, duplicate_count: duplicates, data: created })
  }),

  http.post<{ offer: string }>(`${path}/bulk-delete`, async ({ request, params }) => {
    const write = await inventoryWrite(request, params.offer)
    if (write instanceof Response) return write
    const { db, offer, inventory, body } = write
    const ids = body.credentials_ids
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isSafeInteger(id))) {
      return validationError({ credentials_ids: ['The credentials ids field must be a list of ids.'] })
    }
    const doomed = new Set(inventory.filter((credential) => ids.includes(credential.id) && !credential.is_sold).map((credential) => credential.id))
    db.offerCredentials.set(offer.id, inventory.filter((credential) => !doomed.has(credential.id)))
    const skipped = ids.length - doomed.size
    const message = `${doomed.size} deleted${skipped > 0 ? `; ${skipped} skipped (sold credentials cannot be deleted)` : ''}.`
    return answer({ message, deleted_count: doomed.size })
  }),

  http.patch<{ offer: string; credential: string }>(`${path}/:credential`, async ({ request, params }) => {
    const write = await inventoryWrite(request, params.offer)
    if (write instanceof Response) return write
    const { inventory, body } = write
    const credential = credentialOf(inventory, params.credential)
    if (!credential) return notFound('Credential')
    if (credential.is_sold) return errorResponse(403, 'Sold credentials cannot be updated.')
    const text = body.credentials
    if (typeof text !== 'string' || text.trim() === '') return validationError({ credentials: ['The credentials field is required.'] })
    if (codePoints(text) > CREDENTIAL_MAX) return validationError({ credentials: [`The credentials field must not be greater than ${CREDENTIAL_MAX} characters.`] })
    if (inventory.some((other) => other !== credential && other.credentials === text)) {
      return validationError({ credentials: ['This offer already has these credentials.'] })
    }
    credential.credentials = text
    credential.updated_at = nowSeconds()
    return answer({ data: credential, message: 'Credential updated.' })
  }),

  http.delete<{ offer: string; credential: string }>(`${path}/:credential`, async ({ request, params }) => {
    const write = await inventoryWrite(request, params.offer)
    if (write instanceof Response) return write
    const { db, offer, inventory } = write
    const credential = credentialOf(inventory, params.credential)
    if (!credential) return notFound('Credential')
    if (credential.is_sold) return errorResponse(403, 'Sold credentials cannot be deleted.')
    db.offerCredentials.set(offer.id, inventory.filter((other) => other !== credential))
    return answer({ message: 'Credential deleted.', deleted_count: 1 })
  }),
]
