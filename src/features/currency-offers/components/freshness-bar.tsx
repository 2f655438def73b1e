import refreshCwIcon from 'lucide/dist/esm/icons/refresh-cw.mjs'
import { useEffect, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { Muted } from '../../../components/ui/text'
import { formatDateTime } from '../../../lib/format'
import { updatedAgo } from '../freshness'
import styles from './other-offers.module.css'
import { Icon } from '../../../components/ui/icon'

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
    <div className={styles.freshness}>
      <Muted as="p" className={styles.age}>
        <time dateTime={new Date(updatedAt).toISOString()} title={formatDateTime(Math.floor(updatedAt / 1000))}>
          {updatedAgo(updatedAt, reference)}
        </time>
      </Muted>
      <Button
        aria-disabled={isFetching || undefined}
        onClick={() => {
          if (!isFetching) onRefresh()
        }}
      >
        {isFetching ? <Spinner /> : <Icon node={refreshCwIcon} />}
        {isFetching ? 'Refreshing…' : 'Refresh'}
      </Button>
      <p className="visually-hidden" role="status">
        {isFetching ? 'Refreshing the offers…' : ''}
      </p>
    </div>
  )
}
