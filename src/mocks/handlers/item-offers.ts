import { http, HttpResponse } from 'msw'
import { itemOfferList } from '../../api/lists'
import type { ResourceKind } from '../../lib/resource-writes'
import { store } from '../db'
import type { ItemOfferRecord } from '../types'
import { checkAuth } from './auth'
import { detailHandler } from './detail'
import { nowSeconds, readJsonObject, requestIdHeader, validationError } from './http'
import { byDecimal, byNumber, listHandler, type ListTable } from './list-table'
import { listedOfferFilters } from './list-tables'
import { offerStatusHandler, writableOffer } from './offer-writes'
import { readItemOfferFields, type Fields } from './item-offer-fields'

const byId = byNumber<ItemOfferRecord>((offer) => offer.id)

export const itemOfferTable: ListTable<typeof itemOfferList, ItemOfferRecord> = {
  list: itemOfferList,
  filters: listedOfferFilters,
  sorts: {
    id: byId,
    price: byDecimal((offer) => offer.price_eur),
    stock: byNumber((offer) => offer.stock),
    views: byNumber((offer) => offer.views),
    created_at: byNumber((offer) => offer.created_at),
    updated_at: byNumber((offer) => offer.updated_at),
    listed_at: byNumber((offer) => offer.listed_at),
  },
}

const ITEM_OFFER = [
  'Item offer',
  'item-offer',
  (request: Request, id: number) => store(request).itemOffers.get(id),
] as [string, ResourceKind, (request: Request, id: number) => ItemOfferRecord | undefined]

export const itemOfferHandlers = [
  listHandler(itemOfferTable, (request) => store(request).itemOffers.values()),

  http.post('*/v2/item-offers', async ({ request }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const body = await readJsonObject(request)
    if (!body.ok) return body.response
    const offers = store(request).itemOffers
    const fields = readItemOfferFields(body.value, 'create')
    if (!fields.ok) return validationError(fields.errors)
    const id = Math.max(5000, ...offers.keys()) + 1
    const now = nowSeconds()
    const offer: ItemOfferRecord = { ...(fields.offer as Fields), id, status: 'draft', views: 0, created_at: now, updated_at: now, listed_at: null }
    offers.set(id, offer)
    return HttpResponse.json({ data: offer }, { status: 201, headers: requestIdHeader() })
  }),

  detailHandler(itemOfferList.path, 'Item offer', (id, request) => store(request).itemOffers.get(id)),

  http.patch<{ itemOffer: string }>('*/v2/item-offers/:itemOffer', async ({ request, params }) => {
    const offer = writableOffer(request, params.itemOffer, ITEM_OFFER)
    if (offer instanceof Response) return offer
    const body = await readJsonObject(request)
    if (!body.ok) return body.response
    const fields = readItemOfferFields(body.value, 'update', offer)
    if (!fields.ok) return validationError(fields.errors)
    Object.assign(offer, fields.offer, { updated_at: nowSeconds() })
    return HttpResponse.json({ data: offer }, { headers: requestIdHeader() })
  }),

  offerStatusHandler(itemOfferList.path, ITEM_OFFER),
]
