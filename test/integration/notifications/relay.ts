import { http, HttpResponse } from 'msw'
import { server } from '../../../src/mocks/node'

/*
 * The relay's API (RELAY-API in docs/notices.md) as MSW handlers, for the notifications page, the inbox and the
 * stream: its events, a stream the test pushes into, push subscriptions and deliveries.
 */
export const RELAY_KEY = 'relay-key-Secret-7d2e'

export interface RelayState {
  events: Record<string, unknown>[]
  deliveries: Record<string, unknown>[]
  subscriptions: Record<string, unknown>[]
  deleted: string[]
  tests: string[]
  /** The query of each read of GET /api/events, and of each stream opened. */
  eventReads: string[]
  /** Pushes an event to every open stream (and keeps it). */
  send(event: Record<string, unknown>): void
}

export function relayEvent(cursor: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    cursor,
    id: `evt_${cursor}`,
    event: 'account.order.purchased',
    receivedAt: 1764350000 + cursor,
    title: `New account order #${1000 + cursor}`,
    body: 'Valorant account · 12.50 EUR',
    record: { type: 'account-order', id: 1000 + cursor },
    path: `/account-orders/${1000 + cursor}`,
    ...overrides,
  }
}

const encoder = new TextEncoder()
const sse = (event: Record<string, unknown>) => encoder.encode(`id: ${String(event.cursor)}\nevent: relay-event\ndata: ${JSON.stringify(event)}\n\n`)

/** Serves the relay; `override` handlers (a failure) come before it. */
export function serveRelay(): RelayState {
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>()
  const state: RelayState = {
    events: [],
    deliveries: [],
    subscriptions: [],
    deleted: [],
    tests: [],
    eventReads: [],
    send(event) {
      state.events.push(event)
      for (const stream of streams) stream.enqueue(sse(event))
    },
  }
  const refused = (request: Request) =>
    request.headers.get('Authorization') === `Bearer ${RELAY_KEY}` ? null : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
  server.use(
    http.get('*/relay/api/events', ({ request }) => {
      const query = new URL(request.url).searchParams
      state.eventReads.push(query.toString())
      const after = Number(query.get('after') ?? 0)
      const events = query.has('latest')
        ? state.events.slice(-Number(query.get('latest')))
        : state.events.filter((event) => (event.cursor as number) > after).slice(0, Number(query.get('limit') ?? 100))
      return refused(request) ?? HttpResponse.json({ events, next: (events.at(-1)?.cursor as number | undefined) ?? after })
    }),
    http.get('*/relay/api/events/stream', ({ request }) => {
      const denied = refused(request)
      if (denied) return denied
      const query = new URL(request.url).searchParams
      state.eventReads.push(`stream ${query.toString()}`)
      const after = Number(query.get('after') ?? 0)
      let own: ReadableStreamDefaultController<Uint8Array>
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          own = controller
          streams.add(controller)
          for (const event of state.events) if ((event.cursor as number) > after) controller.enqueue(sse(event))
        },
        cancel: () => void streams.delete(own),
      })
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } })
    }),
    http.get('*/relay/api/deliveries', ({ request }) => refused(request) ?? HttpResponse.json({ deliveries: state.deliveries })),
    http.get('*/relay/api/push/public-key', ({ request }) => refused(request) ?? HttpResponse.json({ publicKey: 'BElmOYdNrQ' })),
    http.post('*/relay/api/push/subscriptions', async ({ request }) => {
      state.subscriptions.push((await request.json()) as Record<string, unknown>)
      return refused(request) ?? HttpResponse.json({ ok: true }, { status: 201 })
    }),
    http.post('*/relay/api/push/test', async ({ request }) => {
      const { endpoint } = (await request.json()) as { endpoint: string }
      state.tests.push(endpoint)
      // Listed as the relay lists a test notice: no event of its own behind it.
      const at = Date.now()
      state.deliveries.unshift({
        id: state.deliveries.length + 1, cursor: null, eventId: `test:${at}`, event: 'relay.test', title: 'Test notice from your relay',
        destination: 'push', target: new URL(endpoint).origin, state: 'pending', attempts: 0, lastError: null, updatedAt: Math.floor(at / 1000),
      })
      return refused(request) ?? HttpResponse.json({ ok: true }, { status: 202 })
    }),
    http.delete('*/relay/api/push/subscriptions', async ({ request }) => {
      state.deleted.push(((await request.json()) as { endpoint: string }).endpoint)
      return refused(request) ?? new HttpResponse(null, { status: 204 })
    }),
  )
  return state
}

/** This tab already connected to the relay, as the notifications page leaves it. */
export function connectedTab() {
  sessionStorage.setItem('seller-dashboard.relay-key', RELAY_KEY)
}
