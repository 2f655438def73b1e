import { ApiError } from '../lib/api-error'
import { guardedWrite } from '../lib/guarded-write'
import { resourceKey } from '../lib/resource-writes'
import { api } from './api'
import type { Id, OfferStatusAction, RequestOptions } from './client'
import { itemOfferBody, itemOfferErrors, type ItemOfferBody, type ItemOfferChanges } from './offer-changes'
import { itemOfferPath, readItemOffer, required } from './item-offers'
import { itemOfferList } from './lists'
import { isPlainObject } from './read/fields'
import type { ItemOffer } from './records/item-offer'

/*
 * The writes to the seller's item offers, loaded with the forms that send them: each checked before it is sent,
 * each sent once (never retried), a change or a status within the offer's write limit (5 a minute, 10 an hour).
 */

export interface ItemOfferWriteResult {
  offer: ItemOffer
  /** The server's message (list, draft, archive), if any. */
  message: string | null
  requestId: string | null
}

function refuse(errors: Record<string, string>, fallback: string): never {
  const fieldErrors = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]))
  throw new ApiError({ kind: 'invalid_request', message: Object.values(errors)[0] ?? fallback, fieldErrors })
}

function readStatusChange(json: unknown, status: number) {
  const message = isPlainObject(json) && typeof json.message === 'string' ? json.message : null
  return { offer: readItemOffer(json, status), message }
}

/** `PATCH /v2/item-offers/{id}` with only the fields given. */
export async function updateItemOffer(id: Id, changes: ItemOfferChanges, { signal }: RequestOptions = {}): Promise<ItemOfferWriteResult> {
  const errors = itemOfferErrors(changes)
  const body = itemOfferBody(changes)
  if (Object.keys(errors).length > 0 || Object.keys(body).length === 0) refuse(errors, 'Nothing to change.')
  return guardedWrite(resourceKey('item-offer', id), 'This offer', async () => {
    const result = await api.request('PATCH', itemOfferPath(id), readItemOffer, { body, signal })
    return { offer: required(result), message: null, requestId: result.requestId }
  })
}

/** `POST /v2/item-offers/{id}/list|draft|archive`, no body. */
export async function changeItemOfferStatus(id: Id, action: OfferStatusAction, { signal }: RequestOptions = {}): Promise<ItemOfferWriteResult> {
  return guardedWrite(resourceKey('item-offer', id), 'This offer', async () => {
    const result = await api.request('POST', `${itemOfferPath(id)}/${action}`, readStatusChange, { signal })
    // 204: done, with no body. Read the offer back so the caller still gets it.
    if (result.data) return { ...result.data, requestId: result.requestId }
    const offer = required(await api.request('GET', itemOfferPath(id), readItemOffer, { signal }))
    return { offer, message: null, requestId: result.requestId }
  })
}

/** What a new offer is made of: the game's slug, the fixed fields as typed, and the template's `item_data`. */
export interface NewItemOffer extends ItemOfferChanges {
  game: string
  /** Fixed fields the template has beyond the checked ones (delivery time, instructions...), as the form sends them. */
  extra?: Readonly<Record<string, unknown>>
}

/** `POST /v2/item-offers`: the new offer (a draft). */
export async function createItemOffer(offer: NewItemOffer, { signal }: RequestOptions = {}): Promise<ItemOfferWriteResult> {
  const { game, extra, ...fields } = offer
  const errors = itemOfferErrors(fields)
  if (Object.keys(errors).length > 0) refuse(errors, 'The offer is not valid.')
  const body: ItemOfferBody & Record<string, unknown> = { ...extra, game, ...itemOfferBody(fields) }
  const result = await api.request('POST', itemOfferList.path, readItemOffer, { body, signal })
  return { offer: required(result), message: null, requestId: result.requestId }
}
