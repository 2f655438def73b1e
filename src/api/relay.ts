import { RELAY_URL, relayKey } from './relay-key'
import { enumText, int, isPlainObject, nullable, positiveInt, text, timestamp, UNREADABLE, type FieldReader } from './read/fields'
import { group, readFields, type Fields } from './read/record'

/*
 * The relay's API (docs/notices.md): the events it kept, the stream of new ones (relay-stream.ts), this device's
 * push subscription and what it delivered. Loaded only by the notifications page, the inbox and the live stream.
 * Each answer is read field by field; only the fields below are kept, never more of an event than its notice.
 */

export type RelayErrorKind = 'http' | 'network' | 'unreadable'

/** A request to the relay that failed; `message` is the relay's own words when it gave some. */
export class RelayError extends Error {
  readonly kind: RelayErrorKind
  readonly status: number
  constructor(kind: RelayErrorKind, message: string, status = 0) {
    super(message)
    this.name = 'RelayError'
    this.kind = kind
    this.status = status
  }
}

export const RECORD_TYPES = ['account-order', 'item-order', 'currency-order', 'gift-card-order', 'dispute'] as const
export type RelayRecordType = (typeof RECORD_TYPES)[number]

const recordType: FieldReader<RelayRecordType> = (raw) =>
  RECORD_TYPES.includes(raw as RelayRecordType) ? (raw as RelayRecordType) : UNREADABLE

export const relayEventShape = {
  cursor: int,
  id: text,
  event: enumText,
  receivedAt: timestamp,
  title: text,
  body: nullable(text),
  record: nullable(group({ type: recordType, id: positiveInt })),
  path: nullable(text),
}

/** One event the relay kept; one without a readable cursor is left out (nothing could order it). */
export type RelayEvent = Omit<Fields<typeof relayEventShape>, 'cursor'> & { readonly cursor: number }

export function readRelayEvent(raw: unknown): RelayEvent | null {
  if (!isPlainObject(raw) || int(raw.cursor) === UNREADABLE) return null
  return readFields(relayEventShape, raw) as RelayEvent
}

export const deliveryShape = {
  id: positiveInt,
  cursor: nullable(int),
  eventId: nullable(text),
  event: nullable(enumText),
  title: nullable(text),
  destination: enumText,
  target: nullable(text),
  state: enumText,
  attempts: nullable(int),
  lastError: nullable(text),
  updatedAt: nullable(timestamp),
}

export type Delivery = Omit<Fields<typeof deliveryShape>, 'id'> & { readonly id: number }

function readDelivery(raw: unknown): Delivery | null {
  if (!isPlainObject(raw) || positiveInt(raw.id) === UNREADABLE) return null
  return readFields(deliveryShape, raw) as Delivery
}

interface CallOptions {
  body?: unknown
  signal?: AbortSignal
  /** A key to try before it is kept (connecting); else the kept one. */
  key?: string
}

export function relayAddress(path: string): string {
  const base = new URL(RELAY_URL.endsWith('/') ? RELAY_URL : `${RELAY_URL}/`, location.href)
  return new URL(path, base).href
}

function refusal(status: number, json: unknown): RelayError {
  const said = isPlainObject(json) && typeof json.message === 'string' ? json.message.slice(0, 300) : ''
  return new RelayError('http', said || `The relay answered HTTP ${status}.`, status)
}

/** Sends one request to the relay with its access key; the parsed JSON answer, or null when it has no body. */
export async function relayRequest(method: string, path: string, { body, signal, key = relayKey() ?? '' }: CallOptions = {}) {
  let response: Response
  try {
    response = await fetch(relayAddress(path), {
      method,
      signal,
      headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new RelayError('network', 'The relay could not be reached.')
  }
  const textBody = await response.text().catch(() => '')
  let json: unknown = null
  try {
    json = textBody === '' ? null : (JSON.parse(textBody) as unknown)
  } catch {
    if (response.ok) throw new RelayError('unreadable', 'The relay sent an answer this dashboard cannot read.', response.status)
  }
  if (!response.ok) throw refusal(response.status, json)
  return json
}

function listOf(json: unknown, field: string): unknown[] {
  const list = isPlainObject(json) ? json[field] : undefined
  if (!Array.isArray(list)) throw new RelayError('unreadable', `The relay sent an answer this dashboard cannot read (${field} is not a list).`)
  return list
}

export interface EventPage {
  events: RelayEvent[]
  leftOut: number
  /** The newest cursor the relay gave: the stream follows from it. */
  next: number
}

function readEventPage(json: unknown): EventPage {
  const raw = listOf(json, 'events')
  const events = raw.map(readRelayEvent).filter((event): event is RelayEvent => event !== null)
  const next = isPlainObject(json) && Number.isSafeInteger(json.next) ? (json.next as number) : (events.at(-1)?.cursor ?? 0)
  return { events, leftOut: raw.length - events.length, next }
}

/** The newest `count` events the relay kept (1 to 500), oldest first. */
export async function getLatestRelayEvents(count: number, { signal, key }: CallOptions = {}): Promise<EventPage> {
  return readEventPage(await relayRequest('GET', `api/events?latest=${count}`, { signal, key }))
}

export async function getDeliveries({ signal }: CallOptions = {}): Promise<{ deliveries: Delivery[]; leftOut: number }> {
  const raw = listOf(await relayRequest('GET', 'api/deliveries?limit=50', { signal }), 'deliveries')
  const deliveries = raw.map(readDelivery).filter((delivery): delivery is Delivery => delivery !== null)
  return { deliveries, leftOut: raw.length - deliveries.length }
}

export async function getPushPublicKey({ signal }: CallOptions = {}): Promise<string> {
  const json = await relayRequest('GET', 'api/push/public-key', { signal })
  const key = isPlainObject(json) ? text(json.publicKey) : UNREADABLE
  if (key === UNREADABLE || key === '') throw new RelayError('unreadable', 'The relay sent no push key this browser can use.')
  return key
}

export interface QuietHours {
  from: string
  to: string
  timeZone: string
}

export interface PushChoices {
  events: string[]
  quietHours: QuietHours | null
}

export interface PushSubscriptionBody extends PushChoices {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export async function savePushSubscription({ quietHours, ...subscription }: PushSubscriptionBody): Promise<void> {
  await relayRequest('POST', 'api/push/subscriptions', { body: quietHours ? { ...subscription, quietHours } : subscription })
}

/** Deletes this device's subscription at the relay; one the relay no longer knows is gone already. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  try {
    await relayRequest('DELETE', 'api/push/subscriptions', { body: { endpoint } })
  } catch (error) {
    if (!(error instanceof RelayError && error.status === 404)) throw error
  }
}

export async function sendTestNotice(endpoint: string): Promise<void> {
  await relayRequest('POST', 'api/push/test', { body: { endpoint } })
}
