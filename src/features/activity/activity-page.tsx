import { useMutation, useQuery } from '@tanstack/react-query'
import { Button } from '../../components/ui/button'
import { useState } from 'react'
import { ErrorState } from '../../components/ui/error-state'
import { PageLoading } from '../../components/ui/page-loading'
import { Muted } from '../../components/ui/text'
import { ACTIVITY_LIMIT, clearActivity } from '../../lib/activity-log'
import { saveCsvFile } from '../../lib/csv'
import { activityToCsv } from './activity-csv'
import { ActivityTable } from './activity-table'
import { activityQueries, useActivityUpdates } from './queries'
import styles from './activity.module.css'
import { Page } from '../../components/ui/layout'

/** What the seller did and what failed, kept in this browser only. */
export function ActivityPage() {
  useActivityUpdates()
  const query = useQuery(activityQueries.list())
  const clear = useMutation({ mutationFn: clearActivity, onSuccess: () => setConfirming(false) })
  const [confirming, setConfirming] = useState(false)
  const entries = query.data ?? []

  return (
    <Page aria-labelledby="activity-title">
      <h1 id="activity-title">Activity</h1>
      <Muted as="p">
        Every change you made and every request that failed, newest first: the last {ACTIVITY_LIMIT} entries, kept in
        this browser only. It never holds credentials, messages to buyers, keys or your token.
      </Muted>
      {query.isError ? (
        <ErrorState title="Could not read the activity log" error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <PageLoading label="Reading the activity log…" />
      ) : entries.length === 0 ? (
        <p role="status">Nothing recorded yet.</p>
      ) : (
        <>
          <div className={styles.actions}>
            <Button
              onClick={() =>
                saveCsvFile(activityToCsv(entries), `activity-${new Date().toISOString().slice(0, 10)}.csv`)
              }
            >
              Export CSV
            </Button>
            {confirming ? (
              <div role="group" aria-label="Confirm clearing the log" className={styles.confirm}>
                <span>Clear all {entries.length} entries? This cannot be undone.</span>
                <Button variant="danger" autoFocus onClick={() => clear.mutate()}>
                  Clear the log
                </Button>
                <Button onClick={() => setConfirming(false)}>Cancel</Button>
              </div>
            ) : (
              <Button onClick={() => setConfirming(true)}>Clear…</Button>
            )}
          </div>
          <ActivityTable entries={entries} />
        </>
      )}
    </Page>
  )
}
