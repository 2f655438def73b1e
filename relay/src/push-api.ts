import { HttpError } from './body.ts'
import { destinationProblem } from './destinations/guard.ts'
import type { QuietHours, Subscription } from './subscriptions.ts'

const fieldsOf = (value: unknown) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null)

function base64urlBytes(value: unknown, name: string, length: number): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(value) || Buffer.from(value, 'base64url').length !== length) {
    throw new HttpError(400, `keys.${name} must be the browser's ${length}-byte key, base64url-encoded.`)
  }
  return value
}

function quietHours(value: unknown): QuietHours | null {
  if (value === undefined || value === null) return null
  const quiet = fieldsOf(value)
  const time = (field: unknown) => typeof field === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(field)
  if (quiet === null || !time(quiet.from) || !time(quiet.to)) throw new HttpError(400, 'quietHours.from and quietHours.to must be times such as "22:00".')
  try {
    if (typeof quiet.timeZone !== 'string') throw new Error()
    new Intl.DateTimeFormat('en', { timeZone: quiet.timeZone })
  } catch {
    throw new HttpError(400, 'quietHours.timeZone must be an IANA time zone such as "Europe/Berlin".')
  }
  return { from: quiet.from as string, to: quiet.to as string, timeZone: quiet.timeZone }
}

function events(value: unknown): string[] | null {
  if (value === undefined || value === null) return null
  if (!Array.isArray(value) || value.length > 50 || !value.every((name) => typeof name === 'string' && name.length > 0 && name.length <= 100)) {
    throw new HttpError(400, 'events must be a list of event names, such as ["account.order.purchased"].')
  }
  return [...new Set(value as string[])]
}

export function endpointOf(body: unknown, allowLoopback: boolean): string {
  const endpoint = fieldsOf(body)?.endpoint
  if (typeof endpoint !== 'string' || endpoint.length > 2048) throw new HttpError(400, 'endpoint must be the push subscription\'s URL.')
  const problem = destinationProblem(endpoint, 'push', allowLoopback)
  if (problem !== null) throw new HttpError(400, `endpoint ${problem}.`)
  return endpoint
}

/** Reads a browser's PushSubscription JSON and the seller's choices, field by field, with a message for each fault. */
export function readSubscription(body: unknown, allowLoopback: boolean): Omit<Subscription, 'id'> {
  const endpoint = endpointOf(body, allowLoopback)
  const fields = fieldsOf(body) ?? {}
  const keys = fieldsOf(fields.keys)
  if (keys === null) throw new HttpError(400, 'keys must hold the subscription\'s p256dh and auth keys.')
  return {
    endpoint,
    keys: { p256dh: base64urlBytes(keys.p256dh, 'p256dh', 65), auth: base64urlBytes(keys.auth, 'auth', 16) },
    events: events(fields.events),
    quietHours: quietHours(fields.quietHours),
  }
}
