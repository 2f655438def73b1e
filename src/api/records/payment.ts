import { bool, enumText, id, money, nullable, text, timestamp } from '../read/fields'
import type { RecordOf } from '../read/record'

/** One line of the seller's ledger (`GET /v2/payments`). Amounts are negative for fines and payouts. */
export const paymentShape = {
  id,
  /** At least `bonus`; other values are shown as sent. */
  type: nullable(enumText),
  note: nullable(text),
  /** The kind of order the payment is about (`account_order`, `gift_card_order`, ...), when it is about one. */
  order_type: nullable(enumText),
  order_id: nullable(id),
  amount_eur: money,
  amount_usd: nullable(money),
  balance_after_eur: nullable(money),
  balance_after_usd: nullable(money),
  is_fine: bool,
  is_warehouse: bool,
  created_at: timestamp,
  updated_at: nullable(timestamp),
}
export type Payment = RecordOf<typeof paymentShape>

/** A request to be paid out (`GET /v2/payouts`). */
export const payoutShape = {
  id,
  method: nullable(enumText),
  note: nullable(text),
  /** At least `requested`; `paid`, `rejected` and `completed` are known, others are shown as sent. */
  status: nullable(enumText),
  requested_amount_eur: nullable(money),
  requested_amount_usd: nullable(money),
  received_amount_eur: nullable(money),
  received_amount_usd: nullable(money),
  is_warehouse: bool,
  created_at: timestamp,
  updated_at: nullable(timestamp),
  paid_at: nullable(timestamp),
  rejected_at: nullable(timestamp),
  completed_at: nullable(timestamp),
}
export type Payout = RecordOf<typeof payoutShape>
