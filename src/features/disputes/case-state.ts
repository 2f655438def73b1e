import type { DisputeCase } from '../../api/records/dispute-case'

/**
 * Statuses that end a case. The API lists no statuses (api-notes: `waiting_for_seller`, `waiting_for_buyer`,
 * "..."), so only these two names count; any other, an unknown one too, leaves the decision to the server.
 */
const CLOSED_STATUSES: readonly string[] = ['closed', 'resolved']

/**
 * How the case's documented state says it is over: "closed" when `closed_at` is set, else a closing status as
 * sent; null while it is not. Apart from the rest of the accept rule, as the accept dialog's route needs only this.
 */
export function closingState(dispute: DisputeCase): string | null {
  if (dispute.closed_at !== null) return 'closed'
  return dispute.status !== null && CLOSED_STATUSES.includes(dispute.status) ? dispute.status : null
}
