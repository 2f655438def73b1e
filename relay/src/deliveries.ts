import type { Connections } from './db.ts'
import { nowSeconds } from './db.ts'
import type { Notice } from './outbox.ts'

/** A delivery as GET /api/deliveries lists it (RELAY-API). */
export type DeliveryView = {
  id: number
  cursor: number | null
  eventId: string
  event: string
  title: string
  destination: 'push' | 'discord' | 'telegram'
  target: string
  state: 'pending' | 'retrying' | 'delivered' | 'dead'
  attempts: number
  lastError: string | null
  updatedAt: number
}

type Row = {
  id: number
  cursor: number | null
  destination: DeliveryView['destination']
  target: string
  state: string
  attempts: number
  last_error: string | null
  updated_at: number
  notice_json: string | null
  event_id: string | null
  name: string | null
  title: string | null
}

/** A delivery in flight is shown as what it was before it left: pending on its first try, retrying after. */
const visibleState = (row: Row): DeliveryView['state'] =>
  row.state === 'sending' ? (row.attempts > 1 ? 'retrying' : 'pending') : (row.state as DeliveryView['state'])

export function createDeliveryLog({ durable }: Connections) {
  const list = durable.prepare<[number], Row>(
    `SELECT d.id, d.cursor, d.destination, d.target, d.state, d.attempts, d.last_error, d.updated_at, d.notice_json,
            e.event_id, e.name, e.title
     FROM deliveries d LEFT JOIN events e ON e.cursor = d.cursor ORDER BY d.id DESC LIMIT ?`,
  )
  const insertTest = durable.prepare(
    `INSERT INTO deliveries (cursor, destination, subscription_id, target, state, attempts, next_attempt_at, updated_at, notice_json)
     VALUES (NULL, 'push', ?, ?, 'pending', 0, ?, ?, ?)`,
  )
  return {
    list: (limit: number): DeliveryView[] =>
      list.all(limit).map((row) => {
        const notice = row.notice_json === null ? null : (JSON.parse(row.notice_json) as Notice)
        return {
          id: row.id,
          cursor: row.cursor,
          eventId: notice?.eventId ?? row.event_id ?? '',
          event: notice?.event ?? row.name ?? '',
          title: notice?.title ?? row.title ?? '',
          destination: row.destination,
          target: row.target,
          state: visibleState(row),
          attempts: row.attempts,
          lastError: row.last_error,
          updatedAt: row.updated_at,
        }
      }),
    /** Queues "Test notice from your relay" to one subscription; it is listed with the other deliveries. */
    queueTest(subscription: { id: number; endpoint: string }): void {
      const at = Date.now()
      const notice: Notice = {
        cursor: null,
        eventId: `test:${at}`,
        event: 'relay.test',
        title: 'Test notice from your relay',
        body: 'Notices from the relay reach this device.',
        path: '/notifications',
      }
      insertTest.run(subscription.id, new URL(subscription.endpoint).origin, at, nowSeconds(), JSON.stringify(notice))
    },
  }
}

export type DeliveryLog = ReturnType<typeof createDeliveryLog>
