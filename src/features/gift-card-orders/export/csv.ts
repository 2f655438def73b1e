import type { GiftCardOrder as Order } from '../../../api/records/gift-card-order'
import { csvDates, csvFields, csvReference, type CsvColumns } from '../../../lib/csv'

/** One row per order, dates in ISO 8601 UTC, and never a key. */
export const GIFT_CARD_ORDER_CSV: CsvColumns<Order> = {
  ...csvFields<Order>('id', 'title', 'status'),
  ...csvReference('buyer', (order: Order) => order.buyer, 'username'),
  ...csvFields<Order>('gift_card_id', 'gift_card_offer_id', 'region_id', 'brand_id'),
  ...csvFields<Order>('face_value_amount', 'face_value_unit', 'quantity'),
  ...csvFields<Order>('unit_price_eur', 'unit_price_usd', 'price_eur', 'price_usd'),
  ...csvDates<Order>('created_at', 'updated_at', 'completed_at', 'refunded_at'),
}
