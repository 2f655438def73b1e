import type { Connections } from './db.ts'
import { nowSeconds } from './db.ts'

export type Destination = 'push' | 'discord' | 'telegram'

/** What a notice says, whichever destination carries it. */
export type Notice = { cursor: number | null; eventId: string; event: string; title: string; body: string; path: string | null }

/** A delivery taken from the outbox to be sent now. */
export type Claimed = {
  id: number
  attempts: number
  notice: Notice
  subscription: { id: number; endpoint: string; keys: { p256dh: string; auth: string } } | null
}

type ClaimedRow = {
  id: number
  attempts: number
  cursor: number | null
  event_id: string | null
  name: string | null
  title: string | null
  body: string | null
  path: string | null
  notice_json: string | null
  subscription_id: number | null
  endpoint: string | null
  p256dh: string | null
  auth: string | null
}

function toClaimed(row: ClaimedRow): Claimed {
  const notice: Notice =
    row.notice_json !== null
      ? (JSON.parse(row.notice_json) as Notice)
      : { cursor: row.cursor, eventId: row.event_id ?? '', event: row.name ?? '', title: row.title ?? '', body: row.body ?? '', path: row.path }
  const subscription =
    row.subscription_id !== null && row.endpoint !== null && row.p256dh !== null && row.auth !== null
      ? { id: row.subscription_id, endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }
      : null
  return { id: row.id, attempts: row.attempts, notice, subscription }
}

const WAITING = "state IN ('pending', 'retrying')"

export function createOutbox({ outbox: db }: Connections) {
  const due = db.prepare<[string, number, number], { id: number }>(
    `SELECT id FROM deliveries WHERE destination = ? AND ${WAITING} AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  )
  const markSending = db.prepare("UPDATE deliveries SET state = 'sending', attempts = attempts + 1, updated_at = ? WHERE id = ?")
  const details = db.prepare<[number], ClaimedRow>(
    `SELECT d.id, d.attempts, d.cursor, d.notice_json, d.subscription_id, e.event_id, e.name, e.title, e.body, e.path,
            s.endpoint, s.p256dh, s.auth
     FROM deliveries d LEFT JOIN events e ON e.cursor = d.cursor LEFT JOIN subscriptions s ON s.id = d.subscription_id
     WHERE d.id = ?`,
  )
  const settle = db.prepare('UPDATE deliveries SET state = ?, next_attempt_at = ?, last_error = ?, updated_at = ? WHERE id = ?')
  const nextDue = db.prepare<[string], { at: number | null }>(`SELECT MIN(next_attempt_at) AS at FROM deliveries WHERE destination = ? AND ${WAITING}`)
  const recover = db.prepare(
    "UPDATE deliveries SET state = CASE WHEN attempts > 1 THEN 'retrying' ELSE 'pending' END, next_attempt_at = ? WHERE state = 'sending'",
  )

  const claim = db.transaction((destination: Destination, limit: number): Claimed[] => {
    const at = nowSeconds()
    const rows = due.all(destination, Date.now(), limit)
    return rows.flatMap(({ id }) => {
      markSending.run(at, id)
      const row = details.get(id)
      return row === undefined ? [] : [toClaimed(row)]
    })
  })
  const settleAll = db.transaction((results: Settled[]) => {
    for (const result of results) settle.run(result.state, result.nextAttemptAt, result.error, nowSeconds(), result.id)
  })

  return {
    /** Takes up to `limit` due deliveries of a destination and marks them in flight. */
    claim: (destination: Destination, limit: number) => claim.immediate(destination, limit),
    /** Records the outcomes of finished sends in one transaction. */
    settle: (results: Settled[]) => settleAll.immediate(results),
    /** When the next waiting delivery of a destination falls due (ms), or null when none waits. */
    nextDue: (destination: Destination): number | null => nextDue.get(destination)?.at ?? null,
    /** Deliveries left in flight by a process that stopped are sent again: their outcome was never recorded. */
    recoverInFlight: (): number => recover.run(Date.now()).changes,
  }
}

export type Settled = { id: number; state: 'delivered' | 'retrying' | 'dead'; nextAttemptAt: number; error: string | null }
export type Outbox = ReturnType<typeof createOutbox>
