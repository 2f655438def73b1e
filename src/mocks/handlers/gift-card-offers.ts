import { http, HttpResponse } from 'msw'
import { giftCardOfferList } from '../../api/lists'
import { store } from '../db'
import type { GiftCardOfferRecord } from '../types'
import { checkAuth } from './auth'
import { detailHandler } from './detail'
import { byDecimal, byNumber, listHandler, type ListTable } from './list-table'

/** The search matches digits in the offer's id or text in its card's title (any case). */
export const giftCardOfferTable: ListTable<typeof giftCardOfferList, GiftCardOfferRecord> = {
  list: giftCardOfferList,
  filters: {
    search: (offer, text) => String(offer.id).includes(text) || offer.gift_card.title.toLowerCase().includes(text.toLowerCase()),
    brand_id: (offer) => offer.gift_card.brand.id,
    region_id: (offer) => offer.gift_card.region.id,
  },
  sorts: {
    id: byNumber((offer) => offer.id),
    price: byDecimal((offer) => offer.price_eur),
    stock: byNumber((offer) => offer.stock),
    created_at: byNumber((offer) => offer.created_at),
    updated_at: byNumber((offer) => offer.updated_at),
  },
}

/** A filter of the catalog: a positive id, or none; anything else matches nothing. */
function idFilter(params: URLSearchParams, name: string): number | null | undefined {
  const value = params.get(`filter[${name}]`)
  if (value === null || value.trim() === '') return undefined
  return /^\d{1,9}$/.test(value.trim()) ? Number(value) : null
}

export const giftCardOfferHandlers = [
  listHandler(giftCardOfferTable, (request) => store(request).giftCardOffers.values()),
  detailHandler(giftCardOfferList.path, 'Gift card offer', (id, request) => store(request).giftCardOffers.get(id)),

  http.get('*/v2/gift-cards/brands', ({ request }) => checkAuth(request) ?? HttpResponse.json({ data: [...store(request).giftCardBrands.values()] })),
  http.get('*/v2/gift-cards/regions', ({ request }) => checkAuth(request) ?? HttpResponse.json({ data: [...store(request).giftCardRegions.values()] })),

  /** The catalog's cards, by `filter[brand_id]` and `filter[region_id]`; not paginated here. */
  http.get('*/v2/gift-cards', ({ request }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const params = new URL(request.url).searchParams
    const brand = idFilter(params, 'brand_id')
    const region = idFilter(params, 'region_id')
    const cards = [...store(request).giftCards.values()].filter(
      (card) => (brand === undefined || card.brand.id === brand) && (region === undefined || card.region.id === region),
    )
    return HttpResponse.json({ data: cards })
  }),
]
