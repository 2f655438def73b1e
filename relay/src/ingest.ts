import type { EventStore, Incoming, RelayEvent, Target } from './events.ts'

type Waiting = { item: Incoming; settle: (duplicate: boolean) => void; fail: (error: unknown) => void }

const MAX_BATCH = 500

/**
 * Group commit: the events read in one turn of the event loop (or within RELAY_BATCH_WINDOW_MS) are kept in one
 * synced transaction, then all of them are answered. While one commit waits for the disk, the next requests queue
 * up, so the batches grow with the load: one fsync for many events is what lets a disk that syncs a few thousand
 * times a second take more webhooks a second than that.
 */
export function createIngest(options: {
  store: EventStore
  plan: (name: string) => Target[]
  windowMs: number
  onKept: (events: RelayEvent[]) => void
}) {
  const waiting: Waiting[] = []
  let timer: NodeJS.Timeout | NodeJS.Immediate | null = null

  function flush() {
    timer = null
    const batch = waiting.splice(0, MAX_BATCH)
    if (waiting.length > 0) timer = setImmediate(flush)
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
        if (timer === null) timer = options.windowMs > 0 ? setTimeout(flush, options.windowMs) : setImmediate(flush)
      })
    },
  }
}
