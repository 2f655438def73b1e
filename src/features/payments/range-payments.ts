import { api } from '../../api/api'
import type { Payment } from '../../api/records/payment'
import type { FigureFilters } from './day-totals'
import { writeRange, type DayRange } from './range'

const PER_PAGE = 50
const MAX_PAGES = 2000

/** Every payment of `range` that matches `filters`, page after page; one met twice (pages moved) counts once. */
export async function rangePayments(range: DayRange, filters: FigureFilters, signal: AbortSignal): Promise<Payment[]> {
  const payments = new Map<number, Payment>()
  let lastPage = 1
  for (let page = 1; page <= Math.min(lastPage, MAX_PAGES); page++) {
    const query = { ...filters, created_at: writeRange(range), sort: '-created_at' as const, per_page: PER_PAGE, page }
    const result = await api.listPayments(query, { signal })
    for (const payment of result.records) payments.set(payment.id, payment)
    lastPage = result.meta.last_page ?? page
  }
  return [...payments.values()]
}
