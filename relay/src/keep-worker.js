// The writer thread: keeps batches of events and their outbox rows, one synced transaction each, so the wait for
// the disk happens here while the main thread goes on reading requests and sending notices. Plain JavaScript: a
// worker thread does not inherit the TypeScript loader. Messages: thread.ts.
import { parentPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'

const db = new Database(workerData.file)
db.pragma('journal_mode = WAL')
db.pragma('synchronous = FULL')
db.pragma('busy_timeout = 5000')

const insertEvent = db.prepare(
  `INSERT INTO events (event_id, name, received_at, title, body, record_type, record_id, path, payload_json)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (event_id) DO NOTHING RETURNING cursor`,
)
const insertDelivery = db.prepare(
  `INSERT INTO deliveries (cursor, destination, subscription_id, target, state, attempts, next_attempt_at, updated_at)
   VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)`,
)

const keep = db.transaction((rows, receivedAt, nowMs) =>
  rows.map((row) => {
    const kept = insertEvent.get(row.eventId, row.name, receivedAt, row.title, row.body, row.recordType, row.recordId, row.path, row.payloadJson)
    if (kept === undefined) return null
    for (const target of row.targets) insertDelivery.run(kept.cursor, target.destination, target.subscriptionId, target.target, nowMs, receivedAt)
    return kept.cursor
  }),
)

parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close()
    parentPort.close()
    return
  }
  const nowMs = Date.now()
  const receivedAt = Math.floor(nowMs / 1000)
  try {
    parentPort.postMessage({ id: message.id, reply: { cursors: keep.immediate(message.request, receivedAt, nowMs), receivedAt } })
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) })
  }
})
