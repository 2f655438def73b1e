import type { EventStore, Incoming, RelayEvent, Target } from './events.ts'

type Waiting = { item: Incoming; settle: (duplicate: boolean) => void; fail: (error: unknown) => void }

const MAX_BATCH = 500

/**
 * Group commit: the events that arrive within a few milliseconds of each other are kept in one synced
 * transaction, then all of them are answered. One fsync for many events is what lets a disk that syncs a few
 * thousand times a second take more than that many webhooks a second.
 */
export function createIngest(options: {
  store: EventStore
  plan: (name: string) => Target[]
  windowMs: number
  onKept: (events: RelayEvent[]) => void
}) {
  let waiting: Waiting[] = []
  let timer: NodeJS.Timeout | null = null

  function flush() {
    timer = null
    const batch = waiting
    waiting = []
    if (batch.length === 0) return
    let results: (RelayEvent | null)[]
    try {
      results = options.store.keep(
        batch.map(({ item }) => item),
        options.plan,
      )
    } catch (error) {
      for (const entry of batch) entry.fail(error)
      return
    }
    batch.forEach((entry, index) => entry.settle(results[index] === null))
    const kept = results.filter((event): event is RelayEvent => event !== null)
    if (kept.length > 0) options.onKept(kept)
  }

  return {
    /** Resolves once the event is on disk: `true` when it was already kept. */
    add(item: Incoming): Promise<boolean> {
      return new Promise((settle, fail) => {
        waiting.push({ item, settle, fail })
        if (waiting.length >= MAX_BATCH) {
          if (timer !== null) clearTimeout(timer)
          flush()
        } else if (timer === null) {
          timer = setTimeout(flush, options.windowMs)
        }
      })
    },
  }
}
