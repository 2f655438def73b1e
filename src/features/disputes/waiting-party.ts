import type { DisputeCase } from '../../api/records/dispute-case'
import { closingState } from './case-state'

export type Party = 'seller' | 'buyer' | 'marketplace'

const BY_STATUS: Record<string, Party> = {
  waiting_for_seller: 'seller',
  waiting_for_buyer: 'buyer',
  under_review: 'marketplace',
  escalated: 'marketplace',
}

/**
 * Who the case waits for now, and until when (Unix seconds, or null): the status decides whose turn it is; the
 * deadline is the one that runs, else that side's own. Null on a closed case, and on a status the dashboard does
 * not know (its badge shows it as sent) or could not read: it names nobody it cannot be sure of.
 */
export function waitingParty(dispute: DisputeCase): { party: Party; until: number | null } | null {
  const party = dispute.status === null || closingState(dispute) !== null ? undefined : BY_STATUS[dispute.status]
  if (!party) return null
  const own = { seller: dispute.seller_response_due_at, buyer: dispute.buyer_response_due_at, marketplace: null }[party]
  return { party, until: dispute.active_due_at ?? own }
}
