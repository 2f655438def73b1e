import { ApiError } from '../lib/api-error'
import { guardedWrite } from '../lib/guarded-write'
import { resourceKey } from '../lib/resource-writes'
import { api } from './api'
import { recordListAvailability } from './list-availability'
import { accountOfferList, buildListParams, type ListQuery } from './lists'
import { isNotAvailable } from '../lib/not-available'
import { encodeId, type Id, type RequestOptions } from './request-kit'
import {
  readCreatedCredentials,
  readDeletedCredentials,
  readOfferAnswer,
  readOfferCredential,
  readOfferCredentialPage,
  readAccountOfferPage,
  readUnsoldTotal,
  type CreatedCredentials,
} from './account-offer-answers'
import type { AccountOffer, OfferCredential } from './records/account-offer'
import type { ListPage } from './read/responses'

/*
 * The seller's account offers and their credentials inventory (api-notes, "The supply side"), declared apart
 * from client.ts: this module and its readers load with the account offers' screens, not with every page.
 * Every write to one offer goes through the offer's write limit (5 a minute, 10 an hour) before it is sent.
 */

export type AccountOfferQuery = ListQuery<typeof accountOfferList>
export type { CreatedCredentials }

/** What a write answered: the offer (when the server sent it), its message and the request id. */
export interface AccountOfferWrite {
  offer: AccountOffer | null
  message: string | null
  requestId: string | null
}

export interface DeliveryTimeInput {
  duration: number
  unit: 'minutes' | 'hours' | 'days'
}

/** The fields of `PATCH /v2/account-offers/{id}`: each optional; a field left out is not sent. */
export interface AccountOfferChanges {
  title?: string
  description?: string
  /** EUR, as decimal text ("12.50"), sent as typed. */
  price?: string
  delivery_time?: DeliveryTimeInput
  delivery_instructions?: string | null
  image_urls?: string[]
  account_data?: Record<string, unknown>
}

/** `POST /v2/account-offers/create`: what the new-offer form and the bulk importer send. */
export interface NewAccountOffer {
  game_id?: number
  game?: string
  title: string
  description: string
  price: string
  /** Required unless `is_manual`; each a block of at most 500 characters. */
  credentials?: string[]
  /** Links; an empty list is refused by the server, so it is left out. */
  image_urls?: string[]
  account_data?: Record<string, unknown>
  is_manual?: boolean
  delivery_time?: DeliveryTimeInput
  delivery_instructions?: string
  private_note?: string
}

const offerPath = (id: Id) => `/v2/account-offers/${encodeId(id)}`
const credentialsPath = (offerId: Id) => `${offerPath(offerId)}/credentials`
const guard = <T>(offerId: Id, send: () => Promise<T>) => guardedWrite(resourceKey('offer', `account-${offerId}`), 'This offer', send)

function emptyAnswer(status: number): ApiError {
  return new ApiError({ kind: 'invalid_response', status, message: 'The marketplace API sent an empty response.' })
}

export async function listAccountOffers(query: AccountOfferQuery = {}, { signal }: RequestOptions = {}): Promise<ListPage<AccountOffer>> {
  try {
    const result = await api.request('GET', accountOfferList.path, readAccountOfferPage, { signal, query: buildListParams(accountOfferList, query) })
    if (result.data === null) throw emptyAnswer(result.status)
    recordListAvailability(accountOfferList.path, true)
    return result.data
  } catch (error) {
    if (isNotAvailable(error)) recordListAvailability(accountOfferList.path, false)
    throw error
  }
}

export async function getAccountOffer(id: Id, { signal }: RequestOptions = {}): Promise<AccountOffer> {
  const result = await api.request('GET', offerPath(id), readOfferAnswer, { signal })
  if (result.data?.offer == null) throw emptyAnswer(result.status)
  return result.data.offer
}

/** Sends only the fields given, once, within the offer's write limit. */
export function updateAccountOffer(id: Id, changes: AccountOfferChanges, { signal }: RequestOptions = {}): Promise<AccountOfferWrite> {
  if (Object.keys(changes).length === 0) {
    return Promise.reject(new ApiError({ kind: 'invalid_request', message: 'Nothing to change.' }))
  }
  return guard(id, async () => {
    const result = await api.request('PATCH', offerPath(id), readOfferAnswer, { body: changes, signal })
    return { offer: result.data?.offer ?? null, message: result.data?.message ?? null, requestId: result.requestId }
  })
}

export type AccountOfferAction = 'list' | 'draft' | 'duplicate'

/** `POST …/{id}/list | draft | duplicate`, no body; `duplicate` answers the new draft. */
export function accountOfferAction(id: Id, action: AccountOfferAction, { signal }: RequestOptions = {}): Promise<AccountOfferWrite> {
  return guard(id, async () => {
    const result = await api.request('POST', `${offerPath(id)}/${action}`, readOfferAnswer, { signal })
    return { offer: result.data?.offer ?? null, message: result.data?.message ?? null, requestId: result.requestId }
  })
}

export function deleteAccountOffer(id: Id, { signal }: RequestOptions = {}): Promise<AccountOfferWrite> {
  return guard(id, async () => {
    const result = await api.request('DELETE', offerPath(id), readOfferAnswer, { signal })
    return { offer: null, message: result.data?.message ?? null, requestId: result.requestId }
  })
}

/**
 * `POST /v2/account-offers/create`, once; no write limit applies to an offer that does not exist yet. A 422's
 * `errors` (`title`, `account_data.rank`, `credentials.2`...) come as the ApiError's `fieldErrors`, as the client
 * reads every refusal.
 */
export async function createAccountOffer(offer: NewAccountOffer, { signal }: RequestOptions = {}): Promise<AccountOfferWrite> {
  const body: NewAccountOffer = { ...offer }
  if (body.image_urls?.length === 0) delete body.image_urls
  const result = await api.request('POST', '/v2/account-offers/create', readOfferAnswer, { body, signal })
  return { offer: result.data?.offer ?? null, message: result.data?.message ?? null, requestId: result.requestId }
}

/** The whole inventory, page after page (50 a page). Secrets: the caller keeps them for its page only. */
export async function listOfferCredentials(offerId: Id, { signal }: RequestOptions = {}): Promise<ListPage<OfferCredential>['records']> {
  const records: OfferCredential[] = []
  for (let page = 1; page <= 100; page++) {
    const query = new URLSearchParams({ per_page: '50', page: String(page) })
    const result = await api.request('GET', credentialsPath(offerId), readOfferCredentialPage, { signal, query })
    if (result.data === null) throw emptyAnswer(result.status)
    records.push(...result.data.records)
    const last = result.data.meta.last_page
    if (last === null || page >= last || result.data.records.length === 0) break
  }
  return records
}

/**
 * How many credentials of the offer are not sold: one read of one record, `filter[is_sold]=0&per_page=1`, its
 * `meta.total` (the filter is assumed: docs/open-points.md). Null when the answer does not tell.
 */
export async function countUnsoldCredentials(offerId: Id, { signal }: RequestOptions = {}): Promise<number | null> {
  const query = new URLSearchParams({ 'filter[is_sold]': '0', per_page: '1' })
  return (await api.request('GET', credentialsPath(offerId), readUnsoldTotal, { signal, query })).data
}

/** One POST with every block: the server skips the ones the offer already has and counts them. */
export function addOfferCredentials(offerId: Id, credentials: readonly string[], { signal }: RequestOptions = {}): Promise<CreatedCredentials> {
  return guard(offerId, async () => {
    const result = await api.request('POST', credentialsPath(offerId), readCreatedCredentials, { body: { credentials }, signal })
    return { ...(result.data ?? { message: null, createdCount: null, duplicateCount: null }), requestId: result.requestId }
  })
}

export function updateOfferCredential(offerId: Id, credentialId: Id, credentials: string, { signal }: RequestOptions = {}) {
  return guard(offerId, async () => {
    const path = `${credentialsPath(offerId)}/${encodeId(credentialId)}`
    const result = await api.request('PATCH', path, readOfferCredential, { body: { credentials }, signal })
    return { credential: result.data, requestId: result.requestId }
  })
}

export function deleteOfferCredential(offerId: Id, credentialId: Id, { signal }: RequestOptions = {}) {
  return guard(offerId, async () => {
    const result = await api.request('DELETE', `${credentialsPath(offerId)}/${encodeId(credentialId)}`, readDeletedCredentials, { signal })
    return { ...(result.data ?? { message: null, deletedCount: null }), requestId: result.requestId }
  })
}

/** One request for all of them; the server skips sold ones. The body's field name is assumed (docs/open-points.md). */
export function bulkDeleteOfferCredentials(offerId: Id, credentialIds: readonly number[], { signal }: RequestOptions = {}) {
  return guard(offerId, async () => {
    const body = { credentials_ids: credentialIds }
    const result = await api.request('POST', `${credentialsPath(offerId)}/bulk-delete`, readDeletedCredentials, { body, signal })
    return { ...(result.data ?? { message: null, deletedCount: null }), requestId: result.requestId }
  })
}
