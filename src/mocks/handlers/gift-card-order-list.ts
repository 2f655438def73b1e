import type { GiftCardOrderRecord } from '../types'
import { compareDecimal } from '../values'
import { DATE_FILTERS, ID_FILTERS, type GiftCardOrderQuery, type IdFilter, type SortField } from './gift-card-order-query'

function idOf(order: GiftCardOrderRecord, filter: IdFilter): number {
  return filter === 'buyer_id' ? order.buyer.id : order[filter]
}

function matches(order: GiftCardOrderRecord, query: GiftCardOrderQuery): boolean {
  if (query.search !== null && (query.search === '' || !String(order.id).includes(query.search))) return false
  for (const filter of ID_FILTERS) {
    const ids = query.ids[filter]
    if (ids && !ids.includes(idOf(order, filter))) return false
  }
  if (query.status !== null && order.status !== query.status) return false
  for (const filter of DATE_FILTERS) {
    const range = query.dates[filter]
    const at = order[filter]
    if (range && (at === null || at < range.from || at > range.to)) return false
  }
  return true
}

function compareNumbers(a: number | null, b: number | null): number {
  // MySQL order: NULL before any value when ascending, so after every value when descending.
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1
  return a - b
}

/** Ascending comparators by sort field. Money compares as exact decimals, never as floats. */
const ASCENDING: Record<SortField, (a: GiftCardOrderRecord, b: GiftCardOrderRecord) => number> = {
  id: (a, b) => a.id - b.id,
  unit_price: (a, b) => compareDecimal(a.unit_price_eur, b.unit_price_eur),
  price: (a, b) => compareDecimal(a.price_eur, b.price_eur),
  quantity: (a, b) => a.quantity - b.quantity,
  created_at: (a, b) => a.created_at - b.created_at,
  updated_at: (a, b) => a.updated_at - b.updated_at,
  completed_at: (a, b) => compareNumbers(a.completed_at, b.completed_at),
}

/**
 * The orders that match the query's filters, in the query's order. Ties are broken by id in the same direction
 * (`-price` lists equal prices by descending id), so every order has one place and pages never overlap.
 */
export function listGiftCardOrders(orders: Iterable<GiftCardOrderRecord>, query: GiftCardOrderQuery) {
  const compare = ASCENDING[query.sort.field]
  const sign = query.sort.descending ? -1 : 1
  return [...orders]
    .filter((order) => matches(order, query))
    .sort((a, b) => sign * (compare(a, b) || a.id - b.id))
}
