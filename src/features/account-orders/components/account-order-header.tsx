import type { MouseEvent } from 'react'
import type { AccountOrder } from '../../../api/records/account-order'
import { ReadField } from '../../../components/ui/unreadable-value'
import { humanize } from '../../../lib/format'

export const DISPUTE_SECTION_ID = 'dispute'

function goToDispute(event: MouseEvent<HTMLAnchorElement>) {
  const section = document.getElementById(DISPUTE_SECTION_ID)
  if (!section) return
  event.preventDefault()
  section.scrollIntoView?.({ block: 'start' })
  section.focus()
}

export function AccountOrderHeader({ order }: { order: AccountOrder }) {
  return (
    <header className="order-header">
      <p className="order-header__kicker muted">Account order {order.id}</p>
      <h1 id="account-order-title">
        <ReadField record={order} field="title">
          {(title) => title}
        </ReadField>
      </h1>
      <p className="order-header__badges">
        {order.status ? <span className="badge">{humanize(order.status)}</span> : null}
        {order.is_disputed ? (
          <a
            className="badge badge--danger order-header__dispute"
            href={`#${DISPUTE_SECTION_ID}`}
            onClick={goToDispute}
          >
            Disputed: see the dispute
          </a>
        ) : null}
        {!order.status && order.refunded_at !== null ? <span className="badge">Refunded</span> : null}
      </p>
    </header>
  )
}
