import { formatDuration } from '../../../lib/format'
import { useNow } from '../use-now'
import { Badge } from '../../../components/ui/badge'
import { DateTime } from '../../../components/ui/date-time'
import { Muted } from '../../../components/ui/text'
// Its own styles: the deadline is in the shared chunk, and the disputes screens' styles stay with them.
import styles from './deadline.module.css'

interface DeadlineProps {
  /** Unix seconds; null when the case has no such deadline (yet). */
  dueAt: number | null
  /** The server says the deadline has passed, whatever the clocks say. */
  expired?: boolean
  /** The case is closed: its deadlines no longer run. */
  closed?: boolean
  /** Only the countdown or the expired mark, without the date: for a list's cell or a tile. */
  compact?: boolean
}

const URGENT_SECONDS = 3600

/** A deadline with a live countdown, and a clear "Expired" once it has passed. */
export function Deadline({ dueAt, expired = false, closed = false, compact = false }: DeadlineProps) {
  const running = dueAt !== null && !expired && !closed
  const now = useNow(1000, running)
  if (dueAt === null) return <Muted>Not set</Muted>
  if (closed) return <DateTime seconds={dueAt} />
  const left = dueAt - Math.floor(now / 1000)
  const mark =
    expired || left <= 0 ? (
      <Badge tone="danger">Expired</Badge>
    ) : (
      <Badge tone={left < URGENT_SECONDS ? 'warning' : 'neutral'}>
        <time dateTime={`PT${left}S`}>{formatDuration(left)}</time> left
      </Badge>
    )
  if (compact) return mark
  return (
    <span className={styles.deadline}>
      <DateTime seconds={dueAt} /> {mark}
    </span>
  )
}
