import type { GiftCardOrder } from '../../../api/records/gift-card-order'
import { Alert } from '../../../components/ui/alert'
import { SectionCard } from '../../../components/ui/section-card'
import styles from '../gift-card-orders.module.css'
import { auditKeys, auditSentence } from './key-audit'

/** What the buyer did with the keys: how many were revealed and how soon, and a warning on a refunded order. */
export function KeyAuditCard({ order }: { order: GiftCardOrder }) {
  const audit = auditKeys(order)
  return (
    <SectionCard title="Key delivery audit" contentClassName={styles.stack}>
      <p>{order.keys === null ? 'Not known: this order’s keys were not sent or could not be read.' : auditSentence(audit)}</p>
      {audit.refundedWithReveals ? (
        <Alert tone="warning">
          <p>
            This order was refunded, but the buyer revealed {audit.revealed === 1 ? 'a key' : `${audit.revealed} keys`}{' '}
            before: {audit.revealed === 1 ? 'it' : 'they'} may have been used. Raise it with the marketplace’s support.
          </p>
        </Alert>
      ) : null}
    </SectionCard>
  )
}
