import { useEffect, useSyncExternalStore } from 'react'
import type { LongJob } from '../../lib/long-job'

const nothing = () => () => {}

/** Shows a long job's states and status as they change; the job ends (nothing more is sent) with the component. */
export function useLongJob(job: LongJob | null): LongJob | null {
  useSyncExternalStore(job ? job.subscribe : nothing, () => job?.version ?? 0)
  useEffect(() => () => job?.dispose(), [job])
  return job
}
