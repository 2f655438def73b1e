import type { DisputeCase } from '../../../api/records/dispute-case'
import styles from '../disputes.module.css'
import { waitingParty } from '../waiting-party'
import { Deadline } from './deadline'

const WHO = {
  seller: 'Waiting for you, the seller',
  buyer: 'Waiting for the buyer',
  marketplace: 'Waiting for the marketplace, which reviews the case',
} as const

/** Whose turn it is now, and until when: said at the top of an open case. */
export function CaseWaiting({ dispute }: { dispute: DisputeCase }) {
  const waiting = waitingParty(dispute)
  if (!waiting) {
    return <p className={styles.waiting}>{dispute.status ? `Status “${dispute.status}”: whose turn it is is not known.` : null}</p>
  }
  const { until } = waiting
  return (
    <p className={styles.waiting}>
      <strong>{WHO[waiting.party]}</strong>
      {until === null ? '.' : ' until '}
      {until === null ? null : (
        <Deadline dueAt={until} expired={until === dispute.active_due_at && dispute.is_active_deadline_expired === true} />
      )}
    </p>
  )
}
