import type { AccountOrder } from '../../../api/records/account-order'
import { Badge } from '../../../components/ui/badge'
import { jumpTo } from '../../../components/ui/jump-nav'
import { StatusBadge } from '../../../components/ui/status-badge'
import { Muted } from '../../../components/ui/text'
import { ReadField } from '../../../components/ui/unreadable-value'
import styles from '../account-orders.module.css'
import { Cluster } from '../../../components/ui/layout'

export const DISPUTE_SECTION_ID = 'dispute'

export function AccountOrderHeader({ order }: { order: AccountOrder }) {
  return (
    <header className={styles.header}>
      <Muted as="p">Account order {order.id}</Muted>
      <h1 id="account-order-title">
        <ReadField record={order} field="title">
          {(title) => title}
        </ReadField>
      </h1>
      <Cluster as="p">
        {order.status ? <StatusBadge status={order.status} /> : null}
        {order.is_disputed ? (
          <Badge tone="danger">
            <a href={`#${DISPUTE_SECTION_ID}`} onClick={(event) => jumpTo(event, DISPUTE_SECTION_ID)}>
              Disputed: see the dispute
            </a>
          </Badge>
        ) : null}
        {!order.status && order.refunded_at !== null ? <StatusBadge status="refunded" /> : null}
      </Cluster>
    </header>
  )
}
