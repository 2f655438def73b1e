import { formatDateTime, formatRelative, toIsoUtc } from '../../lib/format'
import { Muted } from './text'

interface DateTimeProps {
  /** Unix seconds; null (or 0, which no real event has) while the event has not happened. */
  seconds: number | null
  /** Shown for null: never a 1970 date. */
  fallback?: string
}

/** A local date and time with the relative time beside it: "12 Mar 2025, 14:05 (2 days ago)". */
export function DateTime({ seconds, fallback = 'Not yet' }: DateTimeProps) {
  if (seconds === null || seconds <= 0) return <Muted>{fallback}</Muted>
  return (
    <span>
      <time dateTime={toIsoUtc(seconds)}>{formatDateTime(seconds)}</time>{' '}
      <Muted>({formatRelative(seconds)})</Muted>
    </span>
  )
}
