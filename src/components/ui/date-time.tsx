import { formatDateTime, formatRelative, toIsoUtc } from '../../lib/format'
import { Muted } from './text'

interface DateTimeProps {
  /** Unix seconds; null (or 0, which no real event has) while the event has not happened. */
  seconds: number | null
  /** Shown for null: never a 1970 date. */
  fallback?: string
  /** Only the relative time ("3 days ago"), for a line with no room; the date stays in the `<time>` element. */
  compact?: boolean
}

/** A local date and time with the relative time beside it: "12 Mar 2025, 14:05 (2 days ago)". */
export function DateTime({ seconds, fallback = 'Not yet', compact = false }: DateTimeProps) {
  if (seconds === null || seconds <= 0) return <Muted>{fallback}</Muted>
  if (compact) {
    return (
      <time dateTime={toIsoUtc(seconds)} title={formatDateTime(seconds)}>
        {formatRelative(seconds)}
      </time>
    )
  }
  return (
    <span>
      <time dateTime={toIsoUtc(seconds)}>{formatDateTime(seconds)}</time>{' '}
      <Muted>({formatRelative(seconds)})</Muted>
    </span>
  )
}
