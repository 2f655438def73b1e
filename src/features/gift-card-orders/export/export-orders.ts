import { api } from '../../../api/api'
import { exportAllPages, type ExportOptions } from '../../../lib/export-pages'
import type { GiftCardOrdersQuery } from '../queries'
import { ordersToCsv } from './csv'

/** Every gift card order that matches `query`, in its sort, as CSV text. Loaded on first use. */
export function exportGiftCardOrders(query: GiftCardOrdersQuery, options: ExportOptions) {
  return exportAllPages(
    (page, perPage, signal) => api.listGiftCardOrders({ ...query, page, per_page: perPage }, { signal }),
    ordersToCsv,
    options,
  )
}
