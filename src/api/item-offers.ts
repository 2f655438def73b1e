import { ApiError } from '../lib/api-error'
import { api } from './api'
import { encodeId, type Id, type RequestOptions } from './client'
import { buildListParams, itemOfferList, type ListQuery } from './lists'
import { isPlainObject } from './read/fields'
import { readFields, readRecord, readRecords, type ReadList } from './read/record'
import { paginationLinksShape, paginationMetaShape } from './records/pagination'
import { itemOfferShape, type ItemOffer } from './records/item-offer'
import type { ListPage } from './read/responses'

/*
 * Reading the seller's item offers (api-notes, "The supply side"): declared apart from client.ts so that its
 * readers load with the item offers' screens. The writes are in item-offer-writes.ts, loaded with the forms.
 */

export type ItemOfferPage = ListPage<ItemOffer>
export type ItemOffersQuery = ListQuery<typeof itemOfferList>

function unexpected(status: number, what: string): ApiError {
  return new ApiError({ kind: 'invalid_response', status, message: `The marketplace API sent an unexpected response (${what}).` })
}

/** `{ data: offer }`: the offer, or an error when the answer has no offer with a readable id. */
export function readItemOffer(json: unknown, status: number): ItemOffer {
  const offer = isPlainObject(json) ? readRecord(itemOfferShape, json.data) : null
  if (!offer) throw unexpected(status, 'data has no readable id')
  return offer
}

export function readItemOfferPage(json: unknown, status: number): ItemOfferPage {
  if (!isPlainObject(json) || !Array.isArray(json.data)) throw unexpected(status, 'data is not a list')
  const list: ReadList<ItemOffer> = readRecords(itemOfferShape, json.data)
  return { ...list, meta: readFields(paginationMetaShape, json.meta), links: readFields(paginationLinksShape, json.links) }
}

export function required<T>(result: { status: number; data: T | null }): T {
  if (result.data === null) throw unexpected(result.status, 'the body is empty')
  return result.data
}

export const itemOfferPath = (id: Id) => `${itemOfferList.path}/${encodeId(id)}`

export async function listItemOffers(query: ItemOffersQuery, { signal }: RequestOptions = {}): Promise<ItemOfferPage> {
  const params = buildListParams(itemOfferList, query)
  return required(await api.request('GET', itemOfferList.path, readItemOfferPage, { signal, query: params }))
}

export async function getItemOffer(id: Id, { signal }: RequestOptions = {}): Promise<ItemOffer> {
  return required(await api.request('GET', itemOfferPath(id), readItemOffer, { signal }))
}
