import { formatWriteTime } from '../../lib/guarded-write'
import type { JobStatus } from '../../lib/long-job'
import type { ItemState } from '../../lib/send-once'
import { Button } from '../ui/button'
import { Cluster } from '../ui/layout'
import styles from './job.module.css'

/** How a job names its writes: "row" / "rows", what a done one is ("created"), and what the last message says. */
export interface JobTexts {
  one: string
  many: string
  done: string
  /** The start button for `count` writes: "Create 4 offers". */
  start: (count: number) => string
  /** When nothing is left to send. */
  finished: string
}

interface JobRunBarProps {
  /** Each write's state; `invalid` ones (they fail the checks) are not counted. */
  states: Iterable<ItemState | { kind: 'invalid' }>
  status: JobStatus
  texts: JobTexts
  onStart: () => void
  onPause: () => void
  onCancel: () => void
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

function statusText(status: JobStatus, left: number, texts: JobTexts): string {
  switch (status.kind) {
    case 'running':
      return 'Sending, one offer at a time…'
    case 'waiting':
      return `The marketplace asked to wait (too many requests): sending again at ${formatWriteTime(status.until)}.`
    case 'paused':
      return `Paused. ${plural(left, texts.one, texts.many)} not sent yet.`
    case 'cancelled':
      return `Cancelled. ${plural(left, texts.one, texts.many)} not sent.`
    case 'stopped':
      return `Stopped: ${status.reason}`
    case 'done':
      return texts.finished
    case 'idle':
      return left > 0 ? 'Nothing is sent until you start.' : ''
  }
}

/** The progress of a long job, and Start, Pause, Resume and Cancel. */
export function JobRunBar({ states, status, texts, onStart, onPause, onCancel }: JobRunBarProps) {
  const counts = { ready: 0, done: 0, refused: 0, check: 0, sending: 0, invalid: 0 }
  for (const state of states) counts[state.kind]++
  const total = counts.ready + counts.done + counts.refused + counts.check + counts.sending
  const finished = counts.done + counts.refused + counts.check
  const active = status.kind === 'running' || status.kind === 'waiting'
  return (
    <div className={styles.stack}>
      <label className={styles.bar}>
        {`${finished} of ${total} ${texts.many} done: ${counts.done} ${texts.done}, ${counts.refused} refused, ${counts.check} to check`}
        <progress className={styles.progress} max={Math.max(total, 1)} value={finished} />
      </label>
      <p role="status">{statusText(status, counts.ready, texts)}</p>
      <Cluster as="div">
        {active ? (
          <Button onClick={onPause}>Pause</Button>
        ) : counts.ready > 0 ? (
          <Button variant="primary" onClick={onStart}>
            {status.kind === 'paused' ? 'Resume' : texts.start(counts.ready)}
          </Button>
        ) : null}
        {active || status.kind === 'paused' ? <Button onClick={onCancel}>Cancel</Button> : null}
      </Cluster>
    </div>
  )
}
