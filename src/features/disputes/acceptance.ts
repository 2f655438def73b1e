import type { DisputeCase } from '../../api/records/dispute-case'

/** Why the seller cannot accept this case (said beside the disabled action), or null when they can. */
export function whyNotAcceptable(dispute: DisputeCase): string | null {
  if ('closed_at' in dispute.unreadable || 'locked_at' in dispute.unreadable) {
    return 'Whether the case is still open could not be read, so it cannot be accepted here.'
  }
  if (dispute.closed_at !== null || dispute.status === 'closed') return 'The case is closed.'
  if (dispute.locked_at !== null || dispute.status === 'under_review') {
    return 'The case is with the marketplace, which decides how it is resolved.'
  }
  return null
}
