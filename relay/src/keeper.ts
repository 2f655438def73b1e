import type { Target } from './events.ts'
import { startThread } from './thread.ts'

/** One event as the writer thread keeps it (keep-worker.js). */
export type KeepRow = {
  eventId: string
  name: string
  title: string
  body: string
  recordType: string | null
  recordId: number | null
  path: string | null
  payloadJson: string
  targets: Target[]
}

/**
 * The writer thread: each batch is answered once it is committed and synced. If the thread fails, every batch is
 * answered 500, so the portal sends it again (to a restarted relay).
 */
export function startKeeper(file: string) {
  const thread = startThread<KeepRow[], { cursors: (number | null)[]; receivedAt: number }>(new URL('./keep-worker.js', import.meta.url), { file })
  return { keep: thread.call, close: thread.close }
}

export type Keeper = ReturnType<typeof startKeeper>
