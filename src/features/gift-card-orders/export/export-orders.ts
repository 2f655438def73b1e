import { api } from '../../../api/api'
import { csvExport } from '../../../lib/export-pages'
import type { GiftCardOrdersQuery } from '../queries'
import { GIFT_CARD_ORDER_CSV } from './csv'

/** Every gift card order that matches `query`, in its sort, as CSV text. Loaded on first use. */
export const exportList = csvExport(
  (query: GiftCardOrdersQuery, options) => api.listGiftCardOrders(query, options),
  GIFT_CARD_ORDER_CSV,
)
