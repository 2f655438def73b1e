import type { Incoming, RelayEvent, Target } from './events.ts'
import type { Keeper, KeepRow } from './keeper.ts'

type Waiting = { item: Incoming; settle: (duplicate: boolean) => void; fail: (error: unknown) => void }

const MAX_BATCH = 500

const toRow = (item: Incoming, targets: Target[]): KeepRow => ({
  eventId: item.eventId,
  name: item.name,
  title: item.description.title,
  body: item.description.body,
  recordType: item.description.record?.type ?? null,
  recordId: item.description.record?.id ?? null,
  path: item.description.path,
  payloadJson: JSON.stringify(item.payload),
  targets,
})

/**
 * Group commit: while the writer thread waits for the disk to sync one batch, the events that arrive meanwhile
 * gather into the next, so the batches grow with the load and one fsync serves many events; each event is
 * answered once its batch is on disk. RELAY_BATCH_WINDOW_MS can hold a batch open a little longer.
 */
export function createIngest(options: {
  keeper: Keeper
  plan: (name: string) => Target[]
  windowMs: number
  onKept: (events: RelayEvent[]) => void
}) {
  const waiting: Waiting[] = []
  let timer: NodeJS.Timeout | NodeJS.Immediate | null = null
  let writing = false

  function schedule() {
    if (timer !== null || writing || waiting.length === 0) return
    timer = options.windowMs > 0 ? setTimeout(flush, options.windowMs) : setImmediate(flush)
  }

  async function flush() {
    timer = null
    const batch = waiting.splice(0, MAX_BATCH)
    writing = true
    try {
      const { cursors, receivedAt } = await options.keeper.keep(batch.map(({ item }) => toRow(item, options.plan(item.name))))
      const kept: RelayEvent[] = []
      batch.forEach(({ item, settle }, index) => {
        const cursor = cursors[index] ?? null
        settle(cursor === null)
        if (cursor === null) return
        const { title, body, record, path } = item.description
        kept.push({ cursor, id: item.eventId, event: item.name, receivedAt, title, body, record, path })
      })
      if (kept.length > 0) options.onKept(kept)
    } catch (error) {
      for (const entry of batch) entry.fail(error)
    } finally {
      writing = false
      schedule()
    }
  }

  return {
    /** Resolves once the event is on disk: `true` when it was already kept. */
    add(item: Incoming): Promise<boolean> {
      return new Promise((settle, fail) => {
        waiting.push({ item, settle, fail })
        schedule()
      })
    },
  }
}
