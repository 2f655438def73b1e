import { enumText, id, nullable, text, timestamp } from '../read/fields'
import type { RecordOf } from '../read/record'

/**
 * One of the seller's breaks (`GET /v2/seller-breaks`, `POST /v2/seller-breaks/start`). The documented answer
 * of a start has no `mode`; the history's `filter[mode]` says a break has one, so it is read when sent.
 */
export const sellerBreakShape = {
  id,
  mode: nullable(enumText),
  comment: nullable(text),
  started_at: timestamp,
  /** null while the break is on. */
  ended_at: nullable(timestamp),
  created_at: nullable(timestamp),
  updated_at: nullable(timestamp),
}
export type SellerBreak = RecordOf<typeof sellerBreakShape>
