import { nextDisputeEventId, store } from './db'
import { OPEN, event, waitingForSeller } from './seed-disputes'
import type { DisputeCaseRecord } from './types'

/*
 * What happens on the marketplace while the seller has the dashboard open, on demand: the demo exposes these
 * (window.sellerDemo, see browser.ts) so that alerts can be seen, and tests call them directly.
 */

/**
 * A buyer opens a dispute on the newest delivered order that has none: a new case, waiting for the seller,
 * created now. Returns its id, or null when every delivered order is disputed already.
 */
export function openNewDispute(nowMs: number = Date.now()): number | null {
  const db = store()
  const order = [...db.accountOrders.values()]
    .filter((candidate) => candidate.status === 'delivered' && !candidate.is_disputed)
    .sort((a, b) => b.id - a.id)[0]
  if (!order) return null
  const now = Math.floor(nowMs / 1000)
  const id = Math.max(0, ...db.disputeCases.keys()) + 1
  const dispute: DisputeCaseRecord = {
    ...OPEN,
    ...waitingForSeller(now),
    id,
    orderable_id: order.id,
    buyer_id: order.buyer.id,
    reason: 'credentials_not_working',
    preferred_resolution: 'replacement',
    explanation: 'The login says the password is wrong.',
    preferred_resolution_note: null,
    updated_at: now,
    events: [event(nextDisputeEventId(), 'dispute_created', order.buyer, { reason: 'credentials_not_working' }, [], now)],
  }
  db.disputeCases.set(id, dispute)
  db.accountOrders.set(order.id, { ...order, is_disputed: true, dispute_case_id: id, updated_at: now })
  return id
}
