import { Link } from '@tanstack/react-router'
import bellRingIcon from 'lucide/dist/esm/icons/bell-ring.mjs'
import { buttonClassName } from '../../../components/ui/button'
import { Icon } from '../../../components/ui/icon'
import type { StreamStatus } from './stream-loop'
import styles from './inbox-bell.module.css'

const STATUS_TEXT: Record<StreamStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  refused: 'Relay key refused',
}

/** The inbox's link with the count of events not seen yet, and whether the relay's stream is live. */
export function InboxBell({ count, status }: { count: number; status: StreamStatus }) {
  return (
    <div className={styles.bell}>
      <span role="status" className={styles.state} data-status={status}>
        {STATUS_TEXT[status]}
      </span>
      <Link
        to="/inbox"
        className={buttonClassName({ variant: 'ghost', size: 'sm' })}
        aria-label={count === 0 ? 'Inbox, nothing new' : `Inbox, ${count} new`}
      >
        <Icon node={bellRingIcon} />
        {count > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Link>
    </div>
  )
}
