import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { ToneText } from '../../../components/ui/text'
import { formatDateTime } from '../../../lib/format'
import type { CopyStatus } from '../use-ledger-copy'
import styles from './range-summary.module.css'

interface CopyStatusLineProps {
  status: CopyStatus
  onCancel: () => void
  onRetry: () => void
  /** Said after the copy's time, in the same line, when the copy is ready. */
  hint?: string
}

interface LineParts {
  tone: 'plain' | 'muted' | 'error'
  text: ReactNode
  controls?: ReactNode
}

/**
 * How the local copy stands, in one row: the first read with its progress and Cancel, a top-up, or when it was last
 * read. The sentence is one element in every state: the end of the first read changes its words, not the element.
 */
export function CopyStatusLine(props: CopyStatusLineProps) {
  const { tone, text, controls } = lineParts(props)
  return (
    <div role="status" className={styles.line}>
      <ToneText as="p" tone={tone} className={styles.text} hidden={text === null}>
        {text}
      </ToneText>
      {controls}
    </div>
  )
}

function lineParts({ status, onCancel, onRetry, hint }: CopyStatusLineProps): LineParts {
  switch (status.kind) {
    case 'syncing': {
      const { progress } = status
      const first = progress?.first ?? !status.state?.complete
      if (!first) return { tone: 'muted', text: 'Reading the newest payments…' }
      return {
        tone: 'plain',
        text: 'Copying a year of payments here, for the chart and sums…',
        controls: (
          <>
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
        ),
      }
    }
    case 'ready':
      return {
        tone: 'muted',
        text: `Local copy as of ${formatDateTime(status.state.syncedAt / 1000)}.${hint ? ` ${hint}` : ''}`,
      }
    case 'cancelled':
      return {
        tone: 'muted',
        text: 'The copy was not finished: figures are read from the marketplace.',
        controls: <Button onClick={onRetry}>Keep a local copy</Button>,
      }
    case 'failed':
      return {
        tone: 'error',
        text: `The local copy could not be brought up to date: ${status.message}`,
        controls: <Button onClick={onRetry}>Try again</Button>,
      }
    default:
      return { tone: 'muted', text: hint ?? null }
  }
}
