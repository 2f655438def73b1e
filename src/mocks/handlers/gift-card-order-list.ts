import { giftCardOrderList } from '../../api/lists'
import type { GiftCardOrderRecord } from '../types'
import { byDecimal, byNumber, type ListTable } from './list-table'

/** The gift card order list (spec 4.4): the search matches digits anywhere in the id; other text matches nothing. */
export const giftCardOrderTable: ListTable<typeof giftCardOrderList, GiftCardOrderRecord> = {
  list: giftCardOrderList,
  filters: {
    search: (order, text) => /^\d+$/.test(text) && String(order.id).includes(text),
    gift_card_id: (order) => order.gift_card_id,
    gift_card_offer_id: (order) => order.gift_card_offer_id,
    region_id: (order) => order.region_id,
    brand_id: (order) => order.brand_id,
    buyer_id: (order) => order.buyer.id,
    status: (order) => order.status,
    created_at: (order) => order.created_at,
    updated_at: (order) => order.updated_at,
    completed_at: (order) => order.completed_at,
    refunded_at: (order) => order.refunded_at,
  },
  sorts: {
    id: byNumber((order) => order.id),
    unit_price: byDecimal((order) => order.unit_price_eur),
    price: byDecimal((order) => order.price_eur),
    quantity: byNumber((order) => order.quantity),
    created_at: byNumber((order) => order.created_at),
    updated_at: byNumber((order) => order.updated_at),
    completed_at: byNumber((order) => order.completed_at),
  },
}
