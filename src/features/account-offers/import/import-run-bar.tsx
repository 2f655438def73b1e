import { Button } from '../../../components/ui/button'
import { Cluster } from '../../../components/ui/layout'
import { formatWriteTime } from '../../../lib/guarded-write'
import type { RowState, RunStatus } from './use-import-run'
import styles from './import.module.css'

interface ImportRunBarProps {
  states: ReadonlyMap<number, RowState>
  status: RunStatus
  onStart: () => void
  onPause: () => void
  onCancel: () => void
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

function statusText(status: RunStatus, left: number): string {
  switch (status.kind) {
    case 'running':
      return 'Sending, one offer at a time…'
    case 'waiting':
      return `The marketplace asked to wait (too many requests): sending again at ${formatWriteTime(status.until)}.`
    case 'paused':
      return `Paused. ${plural(left, 'row')} not sent yet.`
    case 'cancelled':
      return `Cancelled. ${plural(left, 'row')} not sent.`
    case 'stopped':
      return `Stopped: ${status.reason}`
    case 'done':
      return 'Every row that passed the checks was sent.'
    case 'idle':
      return left > 0 ? 'Nothing is sent until you start.' : ''
  }
}

/** The progress of the run, and Start, Pause, Resume and Cancel. */
export function ImportRunBar({ states, status, onStart, onPause, onCancel }: ImportRunBarProps) {
  const counts = { ready: 0, created: 0, refused: 0, check: 0, sending: 0, invalid: 0 }
  for (const state of states.values()) counts[state.kind]++
  const total = states.size - counts.invalid
  const done = counts.created + counts.refused + counts.check
  const active = status.kind === 'running' || status.kind === 'waiting'
  return (
    <div className={styles.stack}>
      <label className={styles.file}>
        {`${done} of ${total} rows done: ${counts.created} created, ${counts.refused} refused, ${counts.check} to check`}
        <progress className={styles.progress} max={Math.max(total, 1)} value={done} />
      </label>
      <p role="status">{statusText(status, counts.ready)}</p>
      <Cluster as="div">
        {active ? (
          <Button onClick={onPause}>Pause</Button>
        ) : counts.ready > 0 ? (
          <Button variant="primary" onClick={onStart}>
            {status.kind === 'paused' ? 'Resume' : `Create ${plural(counts.ready, 'offer')}`}
          </Button>
        ) : null}
        {active || status.kind === 'paused' ? <Button onClick={onCancel}>Cancel</Button> : null}
      </Cluster>
    </div>
  )
}
