import { ApiError } from '../lib/api-error'
import { isNotAvailable } from '../lib/not-available'
import { api } from './api'
import { newOfferBody, type NewGiftCardOffer } from './gift-card-offer-body'
import { recordListAvailability } from './list-availability'
import { buildListParams, giftCardOfferList, type ListQuery } from './lists'
import { isPlainObject, nullable, text } from './read/fields'
import { readFields, readRecord, readRecords, type ReadList, type RecordOf, type Shape } from './read/record'
import {
  addedKeyShape,
  giftCardBrandShape,
  giftCardOfferShape,
  giftCardRegionShape,
  giftCardShape,
  type GiftCard,
  type GiftCardBrand,
  type GiftCardOffer,
  type GiftCardRegion,
} from './records/gift-card-offer'
import { paginationLinksShape, paginationMetaShape } from './records/pagination'
import { encodeId, type Id, type RequestOptions } from './request-kit'
import type { ListPage } from './read/responses'

/*
 * The seller's gift card offers, their keys and the marketplace's gift card catalog (api-notes, "Gift card offers
 * and keys"), declared apart from client.ts: their code and readers load with these pages only. Keys go out in
 * the body of one request and are never read back, kept or logged here.
 */

const unexpected = (status: number, what: string) =>
  new ApiError({ kind: 'invalid_response', status, message: `The marketplace API sent an unexpected response (${what}).` })

function listOf<S extends Shape>(shape: S, json: unknown, status: number): ReadList<RecordOf<S>> {
  const data = isPlainObject(json) ? json.data : undefined
  if (!Array.isArray(data)) throw unexpected(status, 'data is not a list')
  return readRecords(shape, data)
}

function readOffer(json: unknown, status: number): GiftCardOffer {
  const offer = readRecord(giftCardOfferShape, isPlainObject(json) ? json.data : undefined)
  if (!offer) throw unexpected(status, 'data has no readable id')
  return offer
}

function readOfferPage(json: unknown, status: number): ListPage<GiftCardOffer> {
  const list = listOf(giftCardOfferShape, json, status)
  const { meta, links } = json as Record<string, unknown>
  return { ...list, meta: readFields(paginationMetaShape, meta), links: readFields(paginationLinksShape, links) }
}

const optionalText = nullable(text)
function messageOf(json: unknown): string | null {
  const value = isPlainObject(json) ? optionalText(json.message) : null
  return typeof value === 'string' ? value : null
}

/** `POST …/stock`: `{ message, data[] }`, the new keys' delivery ids (their order is taken as the keys sent). */
export function readAddedKeys(json: unknown, status: number): { deliveryIds: number[]; message: string | null } {
  const { records } = listOf(addedKeyShape, json, status)
  return { deliveryIds: records.map((record) => record.id), message: messageOf(json) }
}

const offersPath = giftCardOfferList.path
const offerPath = (id: Id) => `${offersPath}/${encodeId(id)}`

function required<T>(result: { status: number; data: T | null }): T {
  if (result.data === null) throw new ApiError({ kind: 'invalid_response', status: result.status, message: 'The marketplace API sent an empty response.' })
  return result.data
}

export async function listGiftCardOffers(query: ListQuery<typeof giftCardOfferList>, { signal }: RequestOptions = {}) {
  try {
    const result = await api.request('GET', offersPath, readOfferPage, { signal, query: buildListParams(giftCardOfferList, query) })
    recordListAvailability(offersPath, true)
    return required(result)
  } catch (error) {
    if (isNotAvailable(error)) recordListAvailability(offersPath, false)
    throw error
  }
}

export async function getGiftCardOffer(id: Id, { signal }: RequestOptions = {}): Promise<GiftCardOffer> {
  return required(await api.request('GET', offerPath(id), readOffer, { signal }))
}

export interface GiftCardOfferWrite {
  /** null when the server answered without the offer (204): the caller reads it again. */
  offer: GiftCardOffer | null
  message: string | null
  requestId: string | null
}

const orNull = (json: unknown, status: number) => (isPlainObject(json) && isPlainObject(json.data) ? readOffer(json, status) : null)

/** `POST /v2/gift-cards/offers`: a new offer, with its first keys if any, in one request. */
export async function createGiftCardOffer(offer: NewGiftCardOffer, { signal }: RequestOptions = {}): Promise<GiftCardOfferWrite> {
  const result = await api.request('POST', offersPath, (json, status) => ({ offer: orNull(json, status), message: messageOf(json) }), {
    body: newOfferBody(offer),
    signal,
  })
  return { offer: result.data?.offer ?? null, message: result.data?.message ?? null, requestId: result.requestId }
}

/**
 * Each write to one offer counts against its limit of 5 a minute and 10 an hour, in this browser too. The count's
 * code comes with the first write (the writes chunk), not with every page that shares this module.
 */
async function guarded<T>(id: Id, send: () => Promise<T>): Promise<T> {
  const [{ guardedWrite }, { resourceKey }] = await Promise.all([import('../lib/guarded-write'), import('../lib/resource-writes')])
  return guardedWrite(resourceKey('gift-card-offer', id), 'This offer', send)
}

/** `PATCH …/{id}` with the price only (the one field the service lets change), as a number of euros. */
export function updateGiftCardOfferPrice(id: Id, price: string, { signal }: RequestOptions = {}): Promise<GiftCardOfferWrite> {
  return guarded(id, async () => {
    const body = { price: Number(price.trim()) }
    const result = await api.request('PATCH', offerPath(id), orNull, { body, signal })
    return { offer: result.data, message: null, requestId: result.requestId }
  })
}

export function deleteGiftCardOffer(id: Id, { signal }: RequestOptions = {}) {
  return guarded(id, async () => {
    const result = await api.request('DELETE', offerPath(id), messageOf, { signal })
    return { message: result.data, requestId: result.requestId }
  })
}

/** Every key in ONE `POST …/{id}/stock`; the answer names the new keys' delivery ids. */
export function addGiftCardKeys(id: Id, keys: readonly string[], { signal }: RequestOptions = {}) {
  return guarded(id, async () => {
    const result = await api.request('POST', `${offerPath(id)}/stock`, readAddedKeys, { body: { keys: [...keys] }, signal })
    return { ...(result.data ?? { deliveryIds: [], message: null }), requestId: result.requestId }
  })
}

/** `DELETE …/{id}/stock/{delivery_id}`: one key out of the offer's stock. */
export function removeGiftCardKey(id: Id, deliveryId: number, { signal }: RequestOptions = {}) {
  return guarded(id, async () => {
    const result = await api.request('DELETE', `${offerPath(id)}/stock/${encodeId(deliveryId)}`, messageOf, { signal })
    return { message: result.data, requestId: result.requestId }
  })
}

/** The catalog's cards of one brand (and region): the first 50, which the choice of face values needs. */
export async function listGiftCards(filters: { brandId: number; regionId?: number }, { signal }: RequestOptions = {}): Promise<ReadList<GiftCard>> {
  const query = new URLSearchParams({ 'filter[brand_id]': String(filters.brandId), per_page: '50' })
  if (filters.regionId !== undefined) query.set('filter[region_id]', String(filters.regionId))
  return required(await api.request('GET', '/v2/gift-cards', (json, status) => listOf(giftCardShape, json, status), { signal, query }))
}

export async function listGiftCardBrands({ signal }: RequestOptions = {}): Promise<ReadList<GiftCardBrand>> {
  return required(await api.request('GET', '/v2/gift-cards/brands', (json, status) => listOf(giftCardBrandShape, json, status), { signal }))
}

export async function listGiftCardRegions({ signal }: RequestOptions = {}): Promise<ReadList<GiftCardRegion>> {
  return required(await api.request('GET', '/v2/gift-cards/regions', (json, status) => listOf(giftCardRegionShape, json, status), { signal }))
}
