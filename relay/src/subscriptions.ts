import type { Connections } from './db.ts'
import { nowSeconds } from './db.ts'

export type QuietHours = { from: string; to: string; timeZone: string }

/** A browser's push subscription and the seller's choices for it. */
export type Subscription = {
  id: number
  endpoint: string
  keys: { p256dh: string; auth: string }
  events: string[] | null
  quietHours: QuietHours | null
}

type Row = { id: number; endpoint: string; p256dh: string; auth: string; events_json: string | null; quiet_hours_json: string | null }

const toSubscription = (row: Row): Subscription => ({
  id: row.id,
  endpoint: row.endpoint,
  keys: { p256dh: row.p256dh, auth: row.auth },
  events: row.events_json === null ? null : (JSON.parse(row.events_json) as string[]),
  quietHours: row.quiet_hours_json === null ? null : (JSON.parse(row.quiet_hours_json) as QuietHours),
})

export function createSubscriptionStore({ durable }: Connections) {
  const select = durable.prepare<[], Row>('SELECT * FROM subscriptions ORDER BY id')
  const find = durable.prepare<[string], Row>('SELECT * FROM subscriptions WHERE endpoint = ?')
  const insert = durable.prepare(
    'INSERT INTO subscriptions (endpoint, p256dh, auth, events_json, quiet_hours_json, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const update = durable.prepare('UPDATE subscriptions SET p256dh = ?, auth = ?, events_json = ?, quiet_hours_json = ? WHERE id = ?')
  const remove = durable.prepare('DELETE FROM subscriptions WHERE id = ?')
  const endDeliveries = durable.prepare(
    `UPDATE deliveries SET state = 'dead', last_error = ?, updated_at = ?
     WHERE subscription_id = ? AND state IN ('pending', 'retrying', 'sending')`,
  )
  let cache: Subscription[] | null = null
  const all = () => (cache ??= select.all().map(toSubscription))

  const removeById = durable.transaction((id: number, reason: string) => {
    endDeliveries.run(reason, nowSeconds(), id)
    remove.run(id)
  })

  return {
    all,
    byEndpoint(endpoint: string): Subscription | null {
      const row = find.get(endpoint)
      return row === undefined ? null : toSubscription(row)
    },
    /** Adds a subscription, or replaces the choices of a known endpoint: `true` when it is new. */
    save(subscription: Omit<Subscription, 'id'>): boolean {
      const events = subscription.events === null ? null : JSON.stringify(subscription.events)
      const quiet = subscription.quietHours === null ? null : JSON.stringify(subscription.quietHours)
      const known = find.get(subscription.endpoint)
      if (known === undefined) insert.run(subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, events, quiet, nowSeconds())
      else update.run(subscription.keys.p256dh, subscription.keys.auth, events, quiet, known.id)
      cache = null
      return known === undefined
    },
    /** Removes a subscription; its deliveries not yet made end as dead with `reason`. */
    remove(id: number, reason: string): void {
      removeById(id, reason)
      cache = null
    },
  }
}

export type SubscriptionStore = ReturnType<typeof createSubscriptionStore>
