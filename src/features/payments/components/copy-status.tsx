import { Button } from '../../../components/ui/button'
import { ErrorText, Muted } from '../../../components/ui/text'
import { formatDateTime } from '../../../lib/format'
import type { CopyStatus } from '../use-ledger-copy'

interface CopyStatusLineProps {
  status: CopyStatus
  onCancel: () => void
  onRetry: () => void
  /** Said after the copy's time, in the same line, when the copy is ready. */
  hint?: string
}

/** How the local copy stands: the first read with its progress and Cancel, a top-up, or when it was last read. */
export function CopyStatusLine({ status, onCancel, onRetry, hint }: CopyStatusLineProps) {
  switch (status.kind) {
    case 'syncing': {
      const { progress } = status
      const first = progress?.first ?? !status.state?.complete
      if (!first) return <Muted as="p" role="status">Reading the newest payments…</Muted>
      return (
        <div role="status">
          <p>
            Keeping a copy of your last year of payments in this browser, for the chart and sums…{' '}
            {progress ? `Page ${progress.page} of ${progress.lastPage}.` : null}
          </p>
          <progress max={progress?.lastPage ?? 1} value={progress?.page ?? 0} aria-label="Reading the ledger" />{' '}
          <Button onClick={onCancel}>Cancel</Button>
        </div>
      )
    }
    case 'ready':
      return (
        <Muted as="p">
          Local copy as of {formatDateTime(status.state.syncedAt / 1000)}.{hint ? ` ${hint}` : null}
        </Muted>
      )
    case 'cancelled':
      return (
        <p>
          <Muted>The copy was not finished: figures are read from the marketplace.</Muted>{' '}
          <Button onClick={onRetry}>Keep a local copy</Button>
        </p>
      )
    case 'failed':
      return (
        <p>
          <ErrorText>The local copy could not be brought up to date: {status.message}</ErrorText>{' '}
          <Button onClick={onRetry}>Try again</Button>
        </p>
      )
    default:
      return null
  }
}
