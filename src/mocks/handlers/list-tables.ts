import { accountOfferList, accountOrderList, currencyOfferList, giftCardOrderList, orderDisputeList } from '../../api/lists'
import type { AccountOfferRecord, AccountOrderRecord, CurrencyOfferRecord, DisputeCaseRecord, GiftCardOrderRecord } from '../types'
import { byDecimal, byNumber, type ListTable } from './list-table'

// How the mock reads its records for each list declaration of api/lists.ts.

const byId = byNumber<{ id: number }>((record) => record.id)
const byCreated = byNumber<{ created_at: number }>((record) => record.created_at)
const byUpdated = byNumber<{ updated_at: number }>((record) => record.updated_at)
const byCompleted = byNumber<{ completed_at: number | null }>((record) => record.completed_at)

type Order = GiftCardOrderRecord | AccountOrderRecord

/** The filters both kinds of order have, read the same way. */
const ORDER_FILTERS = {
  buyer_id: (order: Order) => order.buyer.id,
  status: (order: Order) => order.status,
  created_at: (order: Order) => order.created_at,
  updated_at: (order: Order) => order.updated_at,
  completed_at: (order: Order) => order.completed_at,
  refunded_at: (order: Order) => order.refunded_at,
}

/** Spec 4.4: the search matches digits anywhere in the id; other text matches nothing. */
export const giftCardOrderTable: ListTable<typeof giftCardOrderList, GiftCardOrderRecord> = {
  list: giftCardOrderList,
  filters: {
    search: (order, text) => /^\d+$/.test(text) && String(order.id).includes(text),
    gift_card_id: (order) => order.gift_card_id,
    gift_card_offer_id: (order) => order.gift_card_offer_id,
    region_id: (order) => order.region_id,
    brand_id: (order) => order.brand_id,
    ...ORDER_FILTERS,
  },
  sorts: {
    id: byId,
    unit_price: byDecimal((order) => order.unit_price_eur),
    price: byDecimal((order) => order.price_eur),
    quantity: byNumber((order) => order.quantity),
    created_at: byCreated,
    updated_at: byUpdated,
    completed_at: byCompleted,
  },
}

/** The search matches digits in the id or text in the title (any case). */
export const accountOrderTable: ListTable<typeof accountOrderList, AccountOrderRecord> = {
  list: accountOrderList,
  filters: {
    search: (order, text) => String(order.id).includes(text) || order.title.toLowerCase().includes(text.toLowerCase()),
    id: (order) => order.id,
    account_id: (order) => order.account_offer_id,
    game_id: (order) => order.game.id,
    is_manual_delivery: (order) => order.is_manual_delivery,
    ...ORDER_FILTERS,
  },
  sorts: {
    id: byId,
    price: byDecimal((order) => order.price),
    delivery_time: byNumber((order) => order.delivery_time.seconds),
    created_at: byCreated,
    updated_at: byUpdated,
    completed_at: byCompleted,
  },
}

export const orderDisputeTable: ListTable<typeof orderDisputeList, DisputeCaseRecord> = {
  list: orderDisputeList,
  filters: {
    id: (dispute) => dispute.id,
    status: (dispute) => dispute.status,
  },
  sorts: { id: byId, created_at: byCreated, updated_at: byUpdated },
}

export const currencyOfferTable: ListTable<typeof currencyOfferList, CurrencyOfferRecord> = {
  list: currencyOfferList,
  filters: { status: (offer) => offer.status },
  sorts: {
    id: byId,
    price: byDecimal((offer) => offer.price_eur),
    stock: byNumber((offer) => offer.stock),
    created_at: byCreated,
    updated_at: byUpdated,
  },
}

interface ListedOffer {
  id: number
  title: string
  description: string | null
  game: { id: number }
  status: string
}

/** An account or item offer's filters: the search matches digits in the id, or text in the title or description (any case). */
export const listedOfferFilters = {
  search: (offer: ListedOffer, text: string) =>
    String(offer.id).includes(text) || `${offer.title}\n${offer.description ?? ''}`.toLowerCase().includes(text.toLowerCase()),
  id: (offer: ListedOffer) => offer.id,
  game_id: (offer: ListedOffer) => offer.game.id,
  status: (offer: ListedOffer) => offer.status,
}

export const accountOfferTable: ListTable<typeof accountOfferList, AccountOfferRecord> = {
  list: accountOfferList,
  filters: listedOfferFilters,
  sorts: {
    id: byId,
    price: byDecimal((offer) => offer.price),
    views: byNumber((offer) => offer.views),
    delivery_time: byNumber((offer) => offer.delivery_time?.seconds ?? null),
    created_at: byCreated,
    updated_at: byUpdated,
    listed_at: byNumber((offer) => offer.listed_at),
  },
}
