import { Button } from '../../../components/ui/button'
import { ErrorText, Muted } from '../../../components/ui/text'
import { formatDateTime } from '../../../lib/format'
import type { CopyStatus } from '../use-ledger-copy'
import styles from './copy-status.module.css'

interface CopyStatusLineProps {
  status: CopyStatus
  onCancel: () => void
  onRetry: () => void
  /** Said after the copy's time, in the same line, when the copy is ready. */
  hint?: string
}

/** How the local copy stands, in one row: the first read with its progress and Cancel, a top-up, or when it was last read. */
export function CopyStatusLine({ status, onCancel, onRetry, hint }: CopyStatusLineProps) {
  return (
    <div role="status" className={styles.line}>
      <CopyState status={status} onCancel={onCancel} onRetry={onRetry} hint={hint} />
    </div>
  )
}

function CopyState({ status, onCancel, onRetry, hint }: CopyStatusLineProps) {
  switch (status.kind) {
    case 'syncing': {
      const { progress } = status
      const first = progress?.first ?? !status.state?.complete
      if (!first) return <Muted as="p" className={styles.text}>Reading the newest payments…</Muted>
      return (
        <>
          <p className={styles.text}>Copying a year of payments here, for the chart and sums…</p>
          {/* A box of its own and of one width: the sentence does not move as the count changes. */}
          <span className={styles.count}>{progress ? `Page ${progress.page} of ${progress.lastPage}` : null}</span>
          <progress
            className={styles.progress}
            max={progress?.lastPage ?? 1}
            value={progress?.page ?? 0}
            aria-label="Reading the ledger"
          />
          <Button onClick={onCancel}>Cancel</Button>
        </>
      )
    }
    case 'ready':
      return (
        <Muted as="p" className={styles.text}>
          Local copy as of {formatDateTime(status.state.syncedAt / 1000)}.{hint ? ` ${hint}` : null}
        </Muted>
      )
    case 'cancelled':
      return (
        <>
          <Muted as="p" className={styles.text}>The copy was not finished: figures are read from the marketplace.</Muted>
          <Button onClick={onRetry}>Keep a local copy</Button>
        </>
      )
    case 'failed':
      return (
        <>
          <ErrorText as="p" className={styles.text}>The local copy could not be brought up to date: {status.message}</ErrorText>
          <Button onClick={onRetry}>Try again</Button>
        </>
      )
    default:
      return hint ? <Muted as="p" className={styles.text}>{hint}</Muted> : null
  }
}
