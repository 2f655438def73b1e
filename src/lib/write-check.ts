import { useCallback, useState } from 'react'
import { isApiError } from './api-error'

/**
 * A write whose fate is unknown: it timed out, or the connection dropped after it was sent. The server may
 * have applied it. Sending it again on its own could apply it twice, so the seller checks, then decides.
 */
export function isUncertainWrite(error: unknown): boolean {
  return isApiError(error) && !error.aborted && (error.timedOut || error.kind === 'network')
}

/** What reading the server back said: applied, not applied, or that it cannot tell. */
export type WriteCheckOutcome = 'applied' | 'not-applied' | 'unknown'

export type WriteCheckState =
  | { kind: 'uncertain'; error: unknown }
  | { kind: 'checking' }
  | { kind: 'checked'; outcome: WriteCheckOutcome }
  | { kind: 'check-failed'; error: unknown }

/**
 * The state of "Check now" after an uncertain write. `check` only reads; nothing is sent again from here.
 */
export function useWriteCheck(check: () => Promise<WriteCheckOutcome>) {
  const [state, setState] = useState<WriteCheckState | null>(null)

  /** Takes a failed write's error: returns whether it was uncertain (and is now shown as such). */
  const noteFailure = useCallback((error: unknown) => {
    const uncertain = isUncertainWrite(error)
    setState(uncertain ? { kind: 'uncertain', error } : null)
    return uncertain
  }, [])

  const runCheck = async (): Promise<WriteCheckOutcome | null> => {
    setState({ kind: 'checking' })
    try {
      const outcome = await check()
      setState({ kind: 'checked', outcome })
      return outcome
    } catch (error) {
      setState({ kind: 'check-failed', error })
      return null
    }
  }

  const clear = useCallback(() => setState(null), [])

  return { state, noteFailure, runCheck, clear }
}
