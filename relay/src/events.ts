import type { Connections } from './db.ts'
import { nowSeconds } from './db.ts'
import type { Description, RecordType } from './describe.ts'

/** An event as the dashboard reads it (RELAY-API: "The event object"). */
export type RelayEvent = {
  cursor: number
  id: string
  event: string
  receivedAt: number
  title: string
  body: string
  record: { type: RecordType; id: number } | null
  path: string | null
}

/** A verified event, its secrets already removed, ready to be kept. */
export type Incoming = { eventId: string; name: string; payload: unknown; description: Description }

/** Where one event goes: one outbox row each. */
export type Target = { destination: 'push' | 'discord' | 'telegram'; subscriptionId: number | null; target: string }

type EventRow = {
  cursor: number
  event_id: string
  name: string
  received_at: number
  title: string
  body: string
  record_type: RecordType | null
  record_id: number | null
  path: string | null
}

export const toEvent = (row: EventRow): RelayEvent => ({
  cursor: row.cursor,
  id: row.event_id,
  event: row.name,
  receivedAt: row.received_at,
  title: row.title,
  body: row.body,
  record: row.record_type !== null && row.record_id !== null ? { type: row.record_type, id: row.record_id } : null,
  path: row.path,
})

const COLUMNS = 'cursor, event_id, name, received_at, title, body, record_type, record_id, path'

export function createEventStore({ durable }: Connections) {
  const insertEvent = durable.prepare<unknown[], { cursor: number }>(
    `INSERT INTO events (event_id, name, received_at, title, body, record_type, record_id, path, payload_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (event_id) DO NOTHING RETURNING cursor`,
  )
  const insertDelivery = durable.prepare(
    `INSERT INTO deliveries (cursor, destination, subscription_id, target, state, attempts, next_attempt_at, updated_at)
     VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)`,
  )
  const after = durable.prepare<[number, number], EventRow>(`SELECT ${COLUMNS} FROM events WHERE cursor > ? ORDER BY cursor LIMIT ?`)

  /** Keeps a batch and its outbox rows in one synced transaction; a known event id is answered as a duplicate. */
  const keep = durable.transaction((batch: Incoming[], plan: (name: string) => Target[]) => {
    const receivedAt = nowSeconds()
    const nowMs = Date.now()
    return batch.map((item) => {
      const { title, body, record, path } = item.description
      const row = insertEvent.get(item.eventId, item.name, receivedAt, title, body, record?.type ?? null, record?.id ?? null, path, JSON.stringify(item.payload))
      if (row === undefined) return null
      for (const target of plan(item.name)) {
        insertDelivery.run(row.cursor, target.destination, target.subscriptionId, target.target, nowMs, receivedAt)
      }
      return { cursor: row.cursor, id: item.eventId, event: item.name, receivedAt, title, body, record, path } satisfies RelayEvent
    })
  })

  return {
    /** One entry per item: the kept event, or null for a duplicate. */
    keep: (batch: Incoming[], plan: (name: string) => Target[]): (RelayEvent | null)[] => keep.immediate(batch, plan),
    after: (cursor: number, limit: number): RelayEvent[] => after.all(cursor, limit).map(toEvent),
  }
}

export type EventStore = ReturnType<typeof createEventStore>
