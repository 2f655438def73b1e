import type { DisputeCase } from '../../../api/records/dispute-case'
import { waitingParty } from '../waiting-party'
import { Deadline } from './deadline'

const WHO = {
  seller: 'Waiting for you, the seller',
  buyer: 'Waiting for the buyer',
  marketplace: 'Waiting for the marketplace, which reviews the case',
} as const

/** Whose turn it is now, and until when: said at the top of the case. */
export function CaseWaiting({ dispute }: { dispute: DisputeCase }) {
  const waiting = waitingParty(dispute)
  if (waiting.party === 'nobody') return null
  if (waiting.party === 'unknown') {
    return <p>The case’s status is “{waiting.status}”: the dashboard cannot tell whose turn it is.</p>
  }
  const expired = waiting.until !== null && waiting.until === dispute.active_due_at && dispute.is_active_deadline_expired
  return (
    <p>
      <strong>{WHO[waiting.party]}</strong>
      {waiting.until !== null ? (
        <>
          {' '}
          until <Deadline dueAt={waiting.until} expired={expired ?? false} />
        </>
      ) : (
        '.'
      )}
    </p>
  )
}
