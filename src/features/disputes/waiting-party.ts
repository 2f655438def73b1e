import type { DisputeCase } from '../../api/records/dispute-case'
import { closingState } from './case-state'

/** Who the case waits for now, and until when (Unix seconds; null when the case gives no deadline). */
export type Waiting =
  | { party: 'seller' | 'buyer' | 'marketplace'; until: number | null }
  /** A status the dashboard does not know: shown as sent, nobody named. */
  | { party: 'unknown'; status: string }
  | { party: 'nobody' }

const BY_STATUS: Record<string, 'seller' | 'buyer' | 'marketplace'> = {
  waiting_for_seller: 'seller',
  waiting_for_buyer: 'buyer',
  under_review: 'marketplace',
  escalated: 'marketplace',
}

/**
 * The status decides who holds the case; the deadline is that side's own, else the one that runs now. A closed
 * case waits for nobody, and a case without a readable status says nothing of whose turn it is.
 */
export function waitingParty(dispute: DisputeCase): Waiting {
  if (closingState(dispute) !== null || dispute.status === null) return { party: 'nobody' }
  const party = BY_STATUS[dispute.status]
  if (!party) return { party: 'unknown', status: dispute.status }
  const own =
    party === 'seller' ? dispute.seller_response_due_at : party === 'buyer' ? dispute.buyer_response_due_at : null
  return { party, until: dispute.active_due_at ?? own }
}
