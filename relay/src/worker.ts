import type { Outcome } from './destinations/http.ts'
import type { Claimed, Destination, Outbox, Settled } from './outbox.ts'

const RETRY_LATER_MS = 1_000
const BUSY_RETRY_MS = 3
const busy = (error: unknown) => (error as { code?: unknown }).code === 'SQLITE_BUSY'

export type RetryRules = { baseMs: number; maxMs: number; maxAttempts: number }
export type SendResult = Outcome & { pauseMs?: number }

/** Exponential backoff with jitter: the n-th retry waits between half and all of base × 2^(n-1), capped. */
export function backoffMs(attempts: number, rules: RetryRules, random = Math.random): number {
  const full = Math.min(rules.maxMs, rules.baseMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(full / 2 + (random() * full) / 2)
}

export function settled(claimed: Claimed, outcome: Outcome, rules: RetryRules, now = Date.now()): Settled {
  if (outcome.kind === 'delivered') return { id: claimed.id, state: 'delivered', nextAttemptAt: now, error: null }
  if (outcome.kind !== 'retry' || claimed.attempts >= rules.maxAttempts) return { id: claimed.id, state: 'dead', nextAttemptAt: now, error: outcome.error }
  const wait = Math.max(backoffMs(claimed.attempts, rules), outcome.afterMs ?? 0)
  return { id: claimed.id, state: 'retrying', nextAttemptAt: now + wait, error: outcome.error }
}

/**
 * One destination's worker: takes due deliveries from its outbox, sends up to `concurrency` at once (at most one
 * every `intervalMs`), records each outcome, and sleeps until the next one falls due or new events arrive. A
 * rate limit on the whole destination (a 429 from Discord or Telegram, an empty Discord bucket) pauses it.
 */
export function startWorker(options: {
  destination: Destination
  outbox: Outbox
  send: (claimed: Claimed) => Promise<SendResult>
  retry: RetryRules
  concurrency: number
  intervalMs: number
  pauseOnRateLimit: boolean
  onGone?: (claimed: Claimed, error: string) => void
  onDead?: (claimed: Claimed, error: string) => void
  onError?: (error: unknown) => void
}) {
  const { destination, outbox } = options
  let inFlight = 0
  let pausedUntil = 0
  let lastStart = 0
  let timer: NodeJS.Timeout | null = null
  let stopped = false
  let results: Settled[] = []
  let flushing: NodeJS.Immediate | null = null
  let idle: (() => void) | null = null

  function sleepUntil(at: number) {
    if (timer !== null) clearTimeout(timer)
    timer = setTimeout(pump, Math.max(0, at - Date.now()))
  }

  function flush() {
    flushing = null
    const batch = results
    results = []
    try {
      if (batch.length > 0) outbox.settle(batch)
    } catch (error) {
      // The writer thread holds the lock, or the database fails: keep the outcomes and record them again shortly.
      results = [...batch, ...results]
      if (!busy(error)) options.onError?.(error)
      setTimeout(() => (flushing ??= setImmediate(flush)), busy(error) ? BUSY_RETRY_MS : RETRY_LATER_MS)
      return
    }
    if (inFlight === 0) idle?.()
    pump()
  }

  async function run(claimed: Claimed) {
    let outcome: SendResult
    try {
      outcome = await options.send(claimed)
    } catch {
      outcome = { kind: 'retry', error: 'internal error' }
    }
    const now = Date.now()
    // A paced destination counts its interval from the answer, so the next message arrives at least that much later.
    if (options.intervalMs > 0) lastStart = now
    const pause = outcome.kind === 'retry' && outcome.error === 'HTTP 429' && options.pauseOnRateLimit ? outcome.afterMs : outcome.pauseMs
    if (pause !== undefined) pausedUntil = Math.max(pausedUntil, now + pause)
    const result = settled(claimed, outcome, options.retry, now)
    try {
      if (outcome.kind === 'gone') options.onGone?.(claimed, outcome.error)
      if (result.state === 'dead' && result.error !== null) options.onDead?.(claimed, result.error)
    } catch (error) {
      options.onError?.(error)
    }
    results.push(result)
    inFlight -= 1
    flushing ??= setImmediate(flush)
  }

  function pump() {
    try {
      take()
    } catch (error) {
      if (!busy(error)) options.onError?.(error)
      sleepUntil(Date.now() + (busy(error) ? BUSY_RETRY_MS : RETRY_LATER_MS))
    }
  }

  function take() {
    if (stopped) return
    const now = Date.now()
    if (now < pausedUntil) return sleepUntil(pausedUntil)
    if (options.intervalMs > 0 && now - lastStart < options.intervalMs) return sleepUntil(lastStart + options.intervalMs)
    const free = options.intervalMs > 0 ? Math.min(1, options.concurrency - inFlight) : options.concurrency - inFlight
    if (free <= 0) return
    const claimed = outbox.claim(destination, free)
    for (const delivery of claimed) {
      inFlight += 1
      lastStart = now
      void run(delivery)
    }
    if (claimed.length > 0 && options.intervalMs > 0) return sleepUntil(now + options.intervalMs)
    if (claimed.length < free) {
      const next = outbox.nextDue(destination)
      if (next !== null) sleepUntil(Math.max(next, now + 5))
    }
  }

  setImmediate(pump)
  return {
    /** New deliveries are waiting. */
    wake: () => setImmediate(pump),
    /** Stops taking deliveries and waits (at most `withinMs`) for those in flight to be recorded. */
    stop(withinMs = 5_000): Promise<void> {
      stopped = true
      if (timer !== null) clearTimeout(timer)
      if (inFlight === 0 && flushing === null) return Promise.resolve()
      return new Promise((done) => {
        idle = done
        setTimeout(done, withinMs).unref()
      })
    },
  }
}

export type Worker = ReturnType<typeof startWorker>
