import type { Connections } from './db.ts'
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
  const after = durable.prepare<[number, number], EventRow>(`SELECT ${COLUMNS} FROM events WHERE cursor > ? ORDER BY cursor LIMIT ?`)
  const latest = durable.prepare<[number], EventRow>(
    `SELECT * FROM (SELECT ${COLUMNS} FROM events ORDER BY cursor DESC LIMIT ?) ORDER BY cursor`,
  )
  return {
    after: (cursor: number, limit: number): RelayEvent[] => after.all(cursor, limit).map(toEvent),
    /** The newest `count` events, oldest first like every list of events. */
    latest: (count: number): RelayEvent[] => latest.all(count).map(toEvent),
  }
}

export type EventStore = ReturnType<typeof createEventStore>
