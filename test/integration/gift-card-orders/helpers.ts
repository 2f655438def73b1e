import { screen, waitFor, within } from '@testing-library/react'
import Big from 'big.js'
import { expect } from 'vitest'
import { store } from '../../../src/mocks/db'
import type { GiftCardOrderRecord } from '../../../src/mocks/types'
import { recordRequests } from '../lists/helpers'

export { gate } from '../lists/helpers'

/** The gift card order list requests the app sends, as URLs, from now on. */
export function recordListRequests(): URL[] {
  return recordRequests('/v2/gift-card-orders')
}

export async function findOrdersTable() {
  return screen.findByRole('table', { name: 'Gift card orders' })
}

/** The ids in the table, top to bottom, once the table is not showing a previous view. */
export async function shownIds(): Promise<number[]> {
  const table = await findOrdersTable()
  await waitFor(() => expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'))
  const rows = within(table).getAllByRole('row').slice(1)
  return rows.map((row) => Number(within(row).getAllByRole('cell')[0]?.textContent))
}

export function allOrders(): GiftCardOrderRecord[] {
  return [...store().giftCardOrders.values()]
}

type SortField = 'id' | 'unit_price' | 'price' | 'quantity' | 'created_at' | 'updated_at' | 'completed_at'

function sortValue(order: GiftCardOrderRecord, field: SortField): Big | null {
  switch (field) {
    case 'unit_price':
      return new Big(order.unit_price_eur)
    case 'price':
      return new Big(order.price_eur)
    case 'completed_at':
      return order.completed_at === null ? null : new Big(order.completed_at)
    default:
      return new Big(order[field])
  }
}

/** What the spec's sort means, written independently of the mock: nulls first ascending, ties by id. */
export function expectedOrder(orders: GiftCardOrderRecord[], sort: string): number[] {
  const descending = sort.startsWith('-')
  const field = (descending ? sort.slice(1) : sort) as SortField
  const sign = descending ? -1 : 1
  return [...orders]
    .sort((a, b) => {
      const x = sortValue(a, field)
      const y = sortValue(b, field)
      const byValue = x === null || y === null ? (x === y ? 0 : x === null ? -1 : 1) : x.cmp(y)
      return sign * (byValue || a.id - b.id)
    })
    .map((order) => order.id)
}

/** Start of a UTC day as "YYYY-MM-DD". */
export function utcDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10)
}

export function inUtcDays(seconds: number | null, from: string, to: string = from): boolean {
  if (seconds === null) return false
  const day = utcDay(seconds)
  return day >= from && day <= to
}

/** The most frequent value of `pick` among the orders, so a filter on it matches several. */
export function mostCommon<T>(orders: GiftCardOrderRecord[], pick: (order: GiftCardOrderRecord) => T): T {
  const counts = new Map<T, number>()
  for (const order of orders) counts.set(pick(order), (counts.get(pick(order)) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0]
}

/** How long the lazily loaded filter fields may take to appear in a test. */
export const FIELDS_LOAD_MS = 10_000

/** Unfolds "More filters" (the id and date filters) as a seller would. */
export async function openMoreFilters(user: { click: (element: Element) => Promise<void> }) {
  const summary = await screen.findByText(/^More filters/)
  const details = summary.closest('details')!
  if (!details.open) await user.click(summary)
  expect(details.open).toBe(true)
  // The fields load on first opening (the first time in a test file, their module is compiled then).
  await screen.findByRole('form', { name: 'Id and date filters' }, { timeout: FIELDS_LOAD_MS })
}
