import { api } from '../../../api/api'
import type { Payment } from '../../../api/records/payment'
import { csvDates, csvFields, csvFlags, type CsvColumns } from '../../../lib/csv'
import { csvExport } from '../../../lib/export-pages'
import type { PaymentsQuery } from '../queries'

/** One row per payment, amounts as the API's decimal strings, dates in ISO 8601 UTC. */
export const PAYMENT_CSV: CsvColumns<Payment> = {
  ...csvFields<Payment>('id', 'type', 'note', 'order_type', 'order_id'),
  ...csvFields<Payment>('amount_eur', 'amount_usd', 'balance_after_eur', 'balance_after_usd'),
  ...csvFlags<Payment>('is_fine', 'is_warehouse'),
  ...csvDates<Payment>('created_at', 'updated_at'),
}

/** Every payment that matches `query`, in its sort, as CSV text. Loaded on first use. */
export const exportList = csvExport((query: PaymentsQuery, options) => api.listPayments(query, options), PAYMENT_CSV)
