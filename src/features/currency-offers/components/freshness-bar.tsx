import { useEffect, useState } from 'react'
import { formatDateTime } from '../../../lib/format'
import { updatedAgo } from '../freshness'

const TICK_MS = 30_000

interface FreshnessBarProps {
  /** `dataUpdatedAt` of the query, in milliseconds. */
  updatedAt: number
  isFetching: boolean
  onRefresh: () => void
}

/** How old the offers are (ticking), and a refresh button that stays focusable while it works. */
export function FreshnessBar({ updatedAt, isFetching, onRefresh }: FreshnessBarProps) {
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])

  // A refetch sets a newer time than the last tick: count from whichever is later.
  const reference = Math.max(now, updatedAt)

  return (
    <div className="freshness">
      <p className="freshness__age">
        <time dateTime={new Date(updatedAt).toISOString()} title={formatDateTime(Math.floor(updatedAt / 1000))}>
          {updatedAgo(updatedAt, reference)}
        </time>
      </p>
      <button
        type="button"
        className="button"
        aria-disabled={isFetching || undefined}
        onClick={() => {
          if (!isFetching) onRefresh()
        }}
      >
        <span className={isFetching ? 'spinner freshness__spinner' : 'freshness__icon'} aria-hidden="true" />
        {isFetching ? 'Refreshing…' : 'Refresh'}
      </button>
      <p className="visually-hidden" role="status">
        {isFetching ? 'Refreshing the offers…' : ''}
      </p>
    </div>
  )
}
