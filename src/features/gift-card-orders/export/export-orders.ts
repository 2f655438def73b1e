import { api } from '../../../api/api'
import type { GiftCardOrderQuery, GiftCardOrderPage } from '../../../api/client'
import { isApiError } from '../../../lib/api-error'
import type { GiftCardOrder } from '../../../api/records/gift-card-order'
import { ordersToCsv } from './csv'

export const EXPORT_PAGE_SIZE = 50
/** A stop for a server whose `last_page` keeps growing. */
const MAX_PAGES = 2000
const MAX_RATE_LIMIT_WAITS = 3
const MAX_RATE_LIMIT_WAIT_SECONDS = 30

export interface ExportProgress {
  page: number
  lastPage: number
  fetched: number
  total: number
}

interface ExportOptions {
  signal: AbortSignal
  onProgress: (progress: ExportProgress) => void
}

function wait(seconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, seconds * 1000)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

/** One page; a rate limit with a short Retry-After is waited out, since a long export can meet one. */
async function fetchPage(query: GiftCardOrderQuery, signal: AbortSignal): Promise<GiftCardOrderPage> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.listGiftCardOrders(query, { signal })
    } catch (error) {
      const seconds = isApiError(error) && error.status === 429 ? error.retryAfterSeconds : null
      if (seconds === null || seconds > MAX_RATE_LIMIT_WAIT_SECONDS || attempt >= MAX_RATE_LIMIT_WAITS) throw error
      await wait(seconds, signal)
    }
  }
}

/** Every order that matches `query`, page after page (one request at a time), as CSV text. */
export async function exportGiftCardOrders(query: GiftCardOrderQuery, { signal, onProgress }: ExportOptions) {
  const orders = new Map<number, GiftCardOrder>()
  let page = 1
  let lastPage = 1
  do {
    const result = await fetchPage({ ...query, per_page: EXPORT_PAGE_SIZE, page }, signal)
    // An order that moved to the next page while we read is met twice; it goes in once.
    for (const order of result.records) orders.set(order.id, order)
    lastPage = Math.min(result.meta.last_page ?? page, MAX_PAGES)
    onProgress({ page, lastPage, fetched: orders.size, total: result.meta.total ?? orders.size })
    page += 1
  } while (page <= lastPage)
  signal.throwIfAborted()
  return { csv: ordersToCsv([...orders.values()]), count: orders.size }
}
