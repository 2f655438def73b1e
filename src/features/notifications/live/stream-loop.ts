import { RelayError, type RelayEvent } from '../../../api/relay'

export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'refused'

export interface StreamLoopOptions {
  /** The last cursor the inbox holds: the stream starts after it. */
  after: number
  signal: AbortSignal
  follow: (options: { after: number; signal: AbortSignal; onOpen: () => void; onEvent: (event: RelayEvent) => void }) => Promise<void>
  onEvent: (event: RelayEvent) => void
  onStatus: (status: StreamStatus) => void
  /** Waits `ms` or until aborted. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
  random?: () => number
}

const FIRST_WAIT_MS = 1000
const MAX_WAIT_MS = 30_000

/** The wait before the `attempt`-th reconnection (from 0): doubling from a second up to 30 s, with jitter. */
export function backoff(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** attempt)
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/**
 * Follows the relay's stream until aborted: when it drops, waits and follows again from the last event it had,
 * so nothing is missed and an event replayed is handed on once. A refused key stops it (trying again cannot help).
 */
export async function runStream({ after, signal, follow, onEvent, onStatus, sleep = wait, random }: StreamLoopOptions) {
  let last = after
  let attempt = 0
  onStatus('connecting')
  while (!signal.aborted) {
    try {
      await follow({
        after: last,
        signal,
        onOpen: () => {
          attempt = 0
          onStatus('live')
        },
        onEvent: (event) => {
          if (event.cursor <= last) return
          last = event.cursor
          onEvent(event)
        },
      })
    } catch (error) {
      if (signal.aborted) return
      if (error instanceof RelayError && error.kind === 'http' && (error.status === 401 || error.status === 403)) {
        onStatus('refused')
        return
      }
    }
    if (signal.aborted) return
    onStatus('reconnecting')
    await sleep(backoff(attempt++, random), signal)
  }
}
