import { Worker } from 'node:worker_threads'
import type { Target } from './events.ts'

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

type Reply = { id: number; cursors: (number | null)[]; receivedAt: number } | { id: number; error: string }

/** The main thread's side of the writer thread: each batch is answered once it is committed and synced. */
export function startKeeper(file: string) {
  const worker = new Worker(new URL('./keep-worker.js', import.meta.url), { workerData: { file } })
  const waiting = new Map<number, { resolve: (reply: { cursors: (number | null)[]; receivedAt: number }) => void; reject: (error: Error) => void }>()
  let next = 0
  let failure: Error | null = null
  worker.on('message', (reply: Reply) => {
    const entry = waiting.get(reply.id)
    waiting.delete(reply.id)
    if ('error' in reply) entry?.reject(new Error(reply.error))
    else entry?.resolve(reply)
  })
  // A writer thread that fails or stops fails every batch waiting and every later one: each is answered 500, so
  // the portal sends it again (to a restarted relay).
  const fail = (error: Error) => {
    failure ??= error
    for (const entry of waiting.values()) entry.reject(failure)
    waiting.clear()
  }
  worker.on('error', fail)
  const exited = new Promise<void>((done) =>
    worker.once('exit', () => {
      fail(new Error('the writer thread stopped'))
      done()
    }),
  )

  return {
    keep(rows: KeepRow[]): Promise<{ cursors: (number | null)[]; receivedAt: number }> {
      if (failure !== null) return Promise.reject(failure)
      const id = (next += 1)
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        worker.postMessage({ id, rows })
      })
    },
    async close(): Promise<void> {
      worker.postMessage('close')
      await exited
    },
  }
}

export type Keeper = ReturnType<typeof startKeeper>
