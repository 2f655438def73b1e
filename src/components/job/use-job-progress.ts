import { useEffect, useState } from 'react'
import { jobDatabaseName, openJobProgress, type JobProgress } from '../../lib/job-progress'
import { getCurrentShop } from '../../lib/shop-store'

/** The progress store of a kind of job for the current shop, once open. */
export function useJobProgress(kind: 'import' | 'bulk'): JobProgress | null {
  const [progress, setProgress] = useState<JobProgress | null>(null)
  useEffect(() => {
    let live = true
    void openJobProgress(jobDatabaseName(getCurrentShop(), kind)).then((opened) => live && setProgress(opened))
    return () => {
      live = false
    }
  }, [kind])
  return progress
}
