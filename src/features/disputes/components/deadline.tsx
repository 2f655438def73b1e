import { formatDuration } from '../../../lib/format'
import { useNow } from '../use-now'
import { DateTime } from '../../../components/ui/date-time'

interface DeadlineProps {
  /** Unix seconds; null when the case has no such deadline (yet). */
  dueAt: number | null
  /** The server says the deadline has passed, whatever the clocks say. */
  expired?: boolean
  /** The case is closed: its deadlines no longer run. */
  closed?: boolean
}

/** A deadline with a live countdown, and a clear "Expired" once it has passed. */
export function Deadline({ dueAt, expired = false, closed = false }: DeadlineProps) {
  const running = dueAt !== null && !expired && !closed
  const now = useNow(1000, running)
  if (dueAt === null) return <span className="muted">Not set</span>
  if (closed) return <DateTime seconds={dueAt} />
  const left = dueAt - Math.floor(now / 1000)
  const isExpired = expired || left <= 0
  return (
    <span className="deadline">
      <DateTime seconds={dueAt} />{' '}
      {isExpired ? (
        <span className="badge badge--danger">Expired</span>
      ) : (
        <span className={left < 3600 ? 'badge badge--urgent' : 'badge'}>
          <time dateTime={`PT${left}S`}>{formatDuration(left)}</time> left
        </span>
      )}
    </span>
  )
}
