import { paymentList, payoutList } from '../../api/lists'
import type { PaymentRecord, PayoutRecord } from '../types'
import { byDecimal, byNumber, type ListTable } from './list-table'

const byId = byNumber<{ id: number }>((record) => record.id)
const byCreated = byNumber<{ created_at: number }>((record) => record.created_at)

const has = (value: string | null, text: string) => value !== null && value.toLowerCase().includes(text.toLowerCase())

/** The search matches the id, the note or the order's id (api-notes: "id, note or serviceable id"). */
export const paymentTable: ListTable<typeof paymentList, PaymentRecord> = {
  list: paymentList,
  filters: {
    search: (payment, text) => String(payment.id) === text || String(payment.order_id) === text || has(payment.note, text),
    type: (payment) => payment.type,
    is_fine: (payment) => payment.is_fine,
    is_warehouse: (payment) => payment.is_warehouse,
    created_at: (payment) => payment.created_at,
  },
  sorts: { created_at: byCreated, amount_eur: byDecimal((payment) => payment.amount_eur), id: byId },
}

export const payoutTable: ListTable<typeof payoutList, PayoutRecord> = {
  list: payoutList,
  filters: {
    search: (payout, text) => String(payout.id) === text || has(payout.note, text),
    status: (payout) => payout.status,
    is_warehouse: (payout) => payout.is_warehouse,
    created_at: (payout) => payout.created_at,
    paid_at: (payout) => payout.paid_at,
  },
  sorts: { created_at: byCreated, paid_at: byNumber((payout) => payout.paid_at), id: byId },
}
