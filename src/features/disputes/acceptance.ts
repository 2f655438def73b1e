import type { DisputeCase } from '../../api/records/dispute-case'
import { humanize } from '../../lib/format'
import type { WriteCheckOutcome } from '../../lib/write-check'
import { closingState } from './case-state'

/** What the screen offers for accepting a case. */
export type AcceptDecision =
  /** The case is on its way: the action is shown as pending, neither offered nor refused. */
  | { kind: 'checking' }
  /** Accept is offered; the server judges. `note` says what the dashboard could not read, if anything. */
  | { kind: 'offered'; note: string | null }
  /** The case says it is over: why, said in place of the action. */
  | { kind: 'closed'; reason: string }

const OFFERED: AcceptDecision = { kind: 'offered', note: null }
const offered = (note: string): AcceptDecision => ({ kind: 'offered', note })

const hasAcceptedEvent = (dispute: DisputeCase) =>
  (dispute.events?.records ?? []).some((event) => event.type === 'seller_accepted')

/**
 * The documented state decides: a case is closed when `closed_at` is set or its status is a closed one.
 * Nothing else (`locked_at`, deadlines, the order's refund, the events) holds the action back: the server says
 * no when it must, and the screen shows its answer.
 */
export function acceptDecision(dispute: DisputeCase): AcceptDecision {
  const closing = closingState(dispute)
  if (closing !== null) {
    return {
      kind: 'closed',
      reason: `The case is ${humanize(closing).toLowerCase()}, so it can no longer be accepted, countered or escalated.`,
    }
  }
  if ('closed_at' in dispute.unreadable || 'status' in dispute.unreadable) {
    return offered('Whether the case is still open could not be read: the server decides when you accept.')
  }
  if (hasAcceptedEvent(dispute)) {
    return offered('Its events show that you accepted it already: the server decides whether it takes it again.')
  }
  return OFFERED
}

interface OrderCase {
  /** The case as read, or null while it is not known. */
  dispute: DisputeCase | null
  /** The case is still on its way (the order page's companion, or a read after it). */
  pending: boolean
  /** The order names a refund (`refunded_at` or status `refunded`). */
  refunded: boolean
}

/**
 * The order page's decision, the same whenever the case arrives: pending until the case is in, then the
 * case's own. A case that could not be read (a failure, a server without cases) leaves it to the server.
 */
export function orderAcceptDecision({ dispute, pending, refunded }: OrderCase): AcceptDecision {
  if (dispute) return acceptDecision(dispute)
  if (pending) return { kind: 'checking' }
  return refunded
    ? {
        kind: 'offered',
        note: 'The order shows a refund, which may mean the dispute is settled: the server decides when you accept.',
      }
    : OFFERED
}

/**
 * Whether a case read back after an accept of unknown outcome shows the acceptance. Its events say so, or it
 * moved from the state it had before the accept (its status changed, or it closed). Without a state to
 * compare and no event to go by, it cannot tell.
 */
export function acceptanceShown(after: DisputeCase, before: DisputeCase | null): WriteCheckOutcome {
  if (hasAcceptedEvent(after)) return 'applied'
  if (before) {
    if (before.closed_at === null && after.closed_at !== null) return 'applied'
    if (before.status !== null && after.status !== null)
      return after.status === before.status ? 'not-applied' : 'applied'
    return 'unknown'
  }
  return after.status === 'waiting_for_seller' ? 'not-applied' : 'unknown'
}
