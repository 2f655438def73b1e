import { useState } from 'react'
import { useRetryAfter } from '../../lib/use-retry-after'
import { useWriteCheck, type WriteCheckOutcome } from '../../lib/write-check'
import { toast } from '../ui/toast-store'

interface ActionRunOptions<A extends string, R extends { message: string | null }> {
  /** Each action's write: one request, never retried. */
  mutations: Record<A, { isPending: boolean; mutateAsync: () => Promise<R> }>
  /** The toast once an action is done. */
  done: Record<A, string>
  /** Reads the server back after an unknown outcome of the last action sent (undefined before any). */
  check: (action: A | undefined) => Promise<WriteCheckOutcome>
  /** The action asked for through a confirmation (archive, delete). */
  confirmed: NoInfer<A>
  /** After a done action; true when it took the seller elsewhere, so its message is not kept. */
  after?: (action: A, result: R) => boolean
}

/**
 * The buttons of an offer's card of actions: one write at a time, its answer's message, a refusal kept with its
 * text, an unknown outcome left to the seller's Check, and the wait a 429 asks for.
 */
export function useOfferActionRun<A extends string, R extends { message: string | null }>({ mutations, done, check, confirmed, after }: ActionRunOptions<A, R>) {
  const [confirming, setConfirming] = useState(false)
  const [last, setLast] = useState<{ action: A; message: string | null } | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const retryAfter = useRetryAfter()
  const pending = Object.values<{ isPending: boolean }>(mutations).some((mutation) => mutation.isPending)
  const writeCheck = useWriteCheck(() => check(last?.action))

  const run = async (action: A) => {
    if (pending) return
    setFailure(null)
    writeCheck.clear()
    setLast({ action, message: null })
    try {
      const result = await mutations[action].mutateAsync()
      setConfirming(false)
      toast.success(done[action])
      if (after?.(action, result)) return
      setLast({ action, message: result.message })
    } catch (error) {
      setConfirming(false)
      if (writeCheck.noteFailure(error)) return
      setFailure(error)
      retryAfter.noteFailure(error)
    }
  }

  /** The confirmation's ConfirmDialog props, but for its words. */
  const confirm = { open: confirming, onOpenChange: setConfirming, pending, onConfirm: () => void run(confirmed) }
  return { run, pending, last, failure, writeCheck, retryAfter, setConfirming, confirm }
}
