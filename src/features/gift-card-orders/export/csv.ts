import type { GiftCardOrder } from '../../../api/records/gift-card-order'
import { toCsv, type CsvValue } from '../../../lib/csv'
import { toIsoUtc } from '../../../lib/format'

/* The CSV of gift card orders: one row per order, dates in ISO 8601 UTC, and never a key. */

export const CSV_COLUMNS = [
  'id',
  'title',
  'status',
  'buyer_id',
  'buyer_username',
  'gift_card_id',
  'gift_card_offer_id',
  'region_id',
  'brand_id',
  'face_value_amount',
  'face_value_unit',
  'quantity',
  'unit_price_eur',
  'unit_price_usd',
  'price_eur',
  'price_usd',
  'created_at',
  'updated_at',
  'completed_at',
  'refunded_at',
] as const

function date(seconds: number | null): string | null {
  return seconds === null ? null : toIsoUtc(seconds)
}

export function orderRow(order: GiftCardOrder): CsvValue[] {
  return [
    order.id,
    order.title,
    order.status,
    order.buyer?.id ?? null,
    order.buyer?.username ?? null,
    order.gift_card_id,
    order.gift_card_offer_id,
    order.region_id,
    order.brand_id,
    order.face_value_amount,
    order.face_value_unit,
    order.quantity,
    order.unit_price_eur,
    order.unit_price_usd,
    order.price_eur,
    order.price_usd,
    date(order.created_at),
    date(order.updated_at),
    date(order.completed_at),
    date(order.refunded_at),
  ]
}

export function ordersToCsv(orders: readonly GiftCardOrder[]): string {
  return toCsv(CSV_COLUMNS, orders.map(orderRow))
}
