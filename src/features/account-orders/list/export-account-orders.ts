import { api } from '../../../api/api'
import type { AccountOrderListItem } from '../../../api/records/account-order'
import { toCsv, type CsvValue } from '../../../lib/csv'
import { exportAllPages, type ExportOptions } from '../../../lib/export-pages'
import { toIsoUtc } from '../../../lib/format'
import type { AccountOrdersQuery } from '../queries'

/* The CSV of account orders: one row per order, dates in ISO 8601 UTC. Never the credentials: list records do not carry them. */

export const ACCOUNT_ORDER_CSV_COLUMNS = [
  'id',
  'title',
  'status',
  'game_id',
  'game_name',
  'buyer_id',
  'buyer_username',
  'account_offer_id',
  'price_eur',
  'price_usd',
  'is_disputed',
  'dispute_case_id',
  'is_manual_delivery',
  'delivery_time',
  'created_at',
  'updated_at',
  'purchased_at',
  'completed_at',
  'refunded_at',
] as const

function date(seconds: number | null): string | null {
  return seconds === null ? null : toIsoUtc(seconds)
}

function flag(value: boolean | null): number | null {
  return value === null ? null : Number(value)
}

function row(order: AccountOrderListItem): CsvValue[] {
  return [
    order.id,
    order.title,
    order.status,
    order.game?.id ?? null,
    order.game?.name ?? null,
    order.buyer?.id ?? null,
    order.buyer?.username ?? null,
    order.account_offer_id,
    order.price,
    order.price_usd,
    flag(order.is_disputed),
    order.dispute_case_id,
    flag(order.is_manual_delivery),
    order.delivery_time?.format_long ?? null,
    date(order.created_at),
    date(order.updated_at),
    date(order.purchased_at),
    date(order.completed_at),
    date(order.refunded_at),
  ]
}

export function accountOrdersToCsv(orders: readonly AccountOrderListItem[]): string {
  return toCsv(ACCOUNT_ORDER_CSV_COLUMNS, orders.map(row))
}

/** Every account order that matches `query`, in its sort, as CSV text. */
export function exportAccountOrders(query: AccountOrdersQuery, options: ExportOptions) {
  return exportAllPages(
    (page, perPage, signal) => api.listAccountOrders({ ...query, page, per_page: perPage }, { signal }),
    accountOrdersToCsv,
    options,
  )
}
