import { api } from '../../../api/api'
import type { Payout } from '../../../api/records/payment'
import { csvDates, csvFields, csvFlags, type CsvColumns } from '../../../lib/csv'
import { csvExport } from '../../../lib/export-pages'
import type { PayoutsQuery } from '../queries'

export const PAYOUT_CSV: CsvColumns<Payout> = {
  ...csvFields<Payout>('id', 'status', 'method', 'note'),
  ...csvFields<Payout>('requested_amount_eur', 'requested_amount_usd', 'received_amount_eur', 'received_amount_usd'),
  ...csvFlags<Payout>('is_warehouse'),
  ...csvDates<Payout>('created_at', 'paid_at', 'rejected_at', 'completed_at'),
}

/** Every payout that matches `query`, in its sort, as CSV text. Loaded on first use. */
export const exportList = csvExport((query: PayoutsQuery, options) => api.listPayouts(query, options), PAYOUT_CSV)
