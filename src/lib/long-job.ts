import { describeError } from './error-message'
import type { ItemState, SendResult } from './send-once'

/*
 * A long job: many writes sent one at a time, in order, spaced to stay within the documented 500 writes a minute
 * (one pace for every job of the tab: the importer's and a change to many offers); a 429 pauses the job for its
 * Retry-After. Each write goes through `sendOnce` (send-once.ts). Pause and Cancel take effect after the request on
 * its way.
 */

export type JobStatus =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'waiting'; until: number }
  | { kind: 'paused' }
  | { kind: 'cancelled' }
  | { kind: 'stopped'; reason: string }
  | { kind: 'done' }

/** 500 writes a minute in all: one every 120 ms at most. */
export const WRITE_GAP_MS = 60_000 / 500

let lastSent = 0
let sending: object | null = null

type Control = 'run' | 'pause' | 'cancel'

export interface LongJob {
  states: ReadonlyMap<string, ItemState>
  status: JobStatus
  /** Changes on every change of a state or the status: for `useSyncExternalStore`. */
  version: number
  subscribe(listener: () => void): () => void
  start(): void
  pause(): void
  cancel(): void
  /** The seller's own decision on a write marked Check: send it again, once, now. */
  sendAgain(key: string): Promise<void>
  /** The seller's own finding on a write marked Check (it was applied), or a state read back. */
  setState(key: string, state: ItemState): void
  /** The component that showed it is gone: nothing more is sent. */
  dispose(): void
}

/** The writes of `keys`, in order, from the `initial` states; `send` sends one (through `sendOnce`). */
export function createLongJob(keys: readonly string[], initial: ReadonlyMap<string, ItemState>, send: (key: string, again: boolean) => Promise<SendResult>): LongJob {
  const states = new Map<string, ItemState>(keys.map((key) => [key, initial.get(key) ?? { kind: 'ready' }]))
  const listeners = new Set<() => void>()
  let control: Control = 'run'
  let wake = () => {}
  const token = {}

  const changed = () => {
    job.version++
    for (const listener of listeners) listener()
  }
  const setState = (key: string, state: ItemState) => {
    states.set(key, state)
    changed()
  }
  const setStatus = (status: JobStatus) => {
    job.status = status
    changed()
  }
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => (clearTimeout(timer), resolve())
    })

  const sendOne = async (key: string, again: boolean): Promise<'next' | 'halt'> => {
    await sleep(Math.max(0, lastSent + WRITE_GAP_MS - Date.now()))
    // Paused or cancelled while spacing the writes: this one has not gone.
    if (control !== 'run') return 'next'
    lastSent = Date.now()
    setState(key, { kind: 'sending' })
    const result = await send(key, again)
    if (result.kind === 'wait') {
      setState(key, { kind: 'ready' })
      const until = Date.now() + result.seconds * 1000
      setStatus({ kind: 'waiting', until })
      await sleep(until - Date.now())
      return 'next'
    }
    if (result.kind === 'stop') {
      setState(key, { kind: 'ready' })
      setStatus({ kind: 'stopped', reason: result.reason })
      return 'halt'
    }
    setState(key, result.kind === 'done' ? { ...result, earlier: false } : result)
    return 'next'
  }

  const loop = async () => {
    for (;;) {
      if (control !== 'run') return setStatus({ kind: control === 'pause' ? 'paused' : 'cancelled' })
      const next = keys.find((key) => states.get(key)?.kind === 'ready')
      if (next === undefined) return setStatus({ kind: 'done' })
      if ((await sendOne(next, false)) === 'halt') return
      if (control === 'run') setStatus({ kind: 'running' })
    }
  }

  /** One job sending at a time in the tab, however fast Start is pressed. */
  const exclusive = async (work: () => Promise<unknown>) => {
    if (sending) {
      if (sending !== token) setStatus({ kind: 'stopped', reason: 'Another job is sending in this tab: start this one when it ends.' })
      return
    }
    sending = token
    control = 'run'
    try {
      await work()
    } catch (error) {
      // The API's code could not be loaded, or the browser refused to keep the progress: nothing more is sent.
      setStatus({ kind: 'stopped', reason: describeError(error).detail })
    } finally {
      sending = null
    }
  }

  const interrupt = (to: Control) => {
    control = to
    wake()
  }

  const job: LongJob = {
    states,
    status: { kind: 'idle' },
    version: 0,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start: () =>
      void exclusive(() => {
        setStatus({ kind: 'running' })
        return loop()
      }),
    pause: () => interrupt('pause'),
    cancel: () => interrupt('cancel'),
    sendAgain: (key) => exclusive(() => sendOne(key, true)),
    setState,
    dispose: () => interrupt('cancel'),
  }
  return job
}
