import { useCallback, useEffect, useState } from 'react'
import { isApiError } from './api-error'

/**
 * After a 429, how many seconds are left before sending again makes sense (its Retry-After, else 1 s),
 * counting down. `noteFailure` takes whatever error a submit failed with.
 */
export function useRetryAfter() {
  const [waitSeconds, setWaitSeconds] = useState(0)

  useEffect(() => {
    if (waitSeconds <= 0) return
    const timer = setTimeout(() => setWaitSeconds((seconds) => seconds - 1), 1000)
    return () => clearTimeout(timer)
  }, [waitSeconds])

  const noteFailure = useCallback((error: unknown) => {
    if (isApiError(error) && error.status === 429) setWaitSeconds(Math.max(1, error.retryAfterSeconds ?? 1))
  }, [])

  /** Waits `seconds` without a failure: the app's own count says the server would refuse (a per-resource limit). */
  const waitFor = useCallback((seconds: number) => setWaitSeconds(Math.max(1, Math.ceil(seconds))), [])

  return { waitSeconds, noteFailure, waitFor }
}
