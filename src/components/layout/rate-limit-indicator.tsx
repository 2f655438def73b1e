import styles from './rate-limit-indicator.module.css'

export interface RateLimitIndicatorProps {
  /** Shown only while true: fewer than a tenth of the requests are left. */
  low: boolean
  limit: number
  remaining: number
  /** When the count starts again, in milliseconds; null when the API did not say. */
  resetAt: number | null
}

const timeOfDay = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

/**
 * A quiet line in the header while few API requests are left, and when the count starts again. The live region
 * is always there, so it is announced when it appears.
 */
export function RateLimitIndicator({ low, limit, remaining, resetAt }: RateLimitIndicatorProps) {
  return (
    <p role="status" aria-live="polite" className={styles.indicator}>
      {low
        ? resetAt === null
          ? `API requests: ${remaining} of ${limit} left. Background refreshes wait a minute.`
          : `API requests: ${remaining} of ${limit} left until ${timeOfDay(resetAt)}. Background refreshes wait until then.`
        : null}
    </p>
  )
}
