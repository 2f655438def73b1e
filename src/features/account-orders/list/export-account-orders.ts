import { api } from '../../../api/api'
import type { AccountOrderListItem as Order } from '../../../api/records/account-order'
import { csvDates, csvFields, csvFlags, csvReference, type CsvColumns } from '../../../lib/csv'
import { csvExport } from '../../../lib/export-pages'
import type { AccountOrdersQuery } from '../queries'

/** One row per order, dates in ISO 8601 UTC. Never the credentials: list records do not carry them. */
export const ACCOUNT_ORDER_CSV: CsvColumns<Order> = {
  ...csvFields<Order>('id', 'title', 'status'),
  ...csvReference('game', (order: Order) => order.game, 'name'),
  ...csvReference('buyer', (order: Order) => order.buyer, 'username'),
  account_offer_id: (order) => order.account_offer_id,
  price_eur: (order) => order.price,
  price_usd: (order) => order.price_usd,
  ...csvFlags<Order>('is_disputed'),
  dispute_case_id: (order) => order.dispute_case_id,
  ...csvFlags<Order>('is_manual_delivery'),
  delivery_time: (order) => order.delivery_time?.format_long ?? null,
  ...csvDates<Order>('created_at', 'updated_at', 'purchased_at', 'completed_at', 'refunded_at'),
}

/** Every account order that matches `query`, in its sort, as CSV text. */
export const exportList = csvExport(
  (query: AccountOrdersQuery, options) => api.listAccountOrders(query, options),
  ACCOUNT_ORDER_CSV,
)
