import { JobRunBar, type JobTexts } from '../../../components/job/job-run-bar'
import type { JobStatus } from '../../../lib/long-job'
import type { RowState } from './use-import-run'

interface ImportRunBarProps {
  states: ReadonlyMap<number, RowState>
  status: JobStatus
  onStart: () => void
  onPause: () => void
  onCancel: () => void
}

const TEXTS: JobTexts = {
  one: 'row',
  many: 'rows',
  done: 'created',
  start: (count) => `Create ${count} ${count === 1 ? 'offer' : 'offers'}`,
  finished: 'Every row that passed the checks was sent.',
}

/** The import's run: the long job's bar, in rows. */
export function ImportRunBar({ states, ...props }: ImportRunBarProps) {
  return <JobRunBar states={states.values()} texts={TEXTS} {...props} />
}
