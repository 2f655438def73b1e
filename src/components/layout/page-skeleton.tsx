import { Skeleton } from '../ui/skeleton'
import styles from './shell.module.css'

/**
 * The pending screen while a route's code or data loads: blocks shaped like a page (a title, a line of text,
 * a table), so nothing jumps when the content arrives. The words stay for screen readers.
 */
export function PageSkeleton({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.pending} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <Skeleton className={styles.pendingTitle} />
      <Skeleton className={styles.pendingLine} />
      <div className={styles.pendingTable}>
        {Array.from({ length: 8 }, (_, row) => (
          <Skeleton key={row} className={styles.pendingRow} />
        ))}
      </div>
    </div>
  )
}
