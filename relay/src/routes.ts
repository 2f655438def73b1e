import { HttpError, readJson, sendJson } from './body.ts'
import type { DeliveryLog } from './deliveries.ts'
import type { EventStore } from './events.ts'
import type { Routes } from './http.ts'
import { countOf, cursorOf } from './http.ts'
import { endpointOf, readSubscription } from './push-api.ts'
import type { StreamHub } from './stream.ts'
import type { SubscriptionStore } from './subscriptions.ts'

/** The read API the dashboard uses (RELAY-API.md), behind the access key. */
export function apiRoutes(options: {
  events: EventStore
  subscriptions: SubscriptionStore
  deliveries: DeliveryLog
  stream: StreamHub
  publicKey: string
  allowLoopback: boolean
  wakePush: () => void
}): Routes {
  const { events, subscriptions, deliveries } = options
  const known = (endpoint: string) => {
    const subscription = subscriptions.byEndpoint(endpoint)
    if (subscription === null) throw new HttpError(404, 'No subscription has this endpoint.')
    return subscription
  }
  return {
    'GET /healthz': (_request, response) => sendJson(response, 200, { ok: true }),
    'GET /api/events': (_request, response, url) => {
      const latest = countOf(url, 'latest', null, 500)
      if (latest !== null && url.searchParams.has('after')) throw new HttpError(400, 'latest and after cannot be asked together.')
      const after = cursorOf(url)
      const page = latest === null ? events.after(after, countOf(url, 'limit', 100, 500)) : events.latest(latest)
      sendJson(response, 200, { events: page, next: page[page.length - 1]?.cursor ?? after })
    },
    'GET /api/events/stream': (request, response, url, cors) => options.stream.open(request, response, url, cors),
    'GET /api/deliveries': (_request, response, url) => sendJson(response, 200, { deliveries: deliveries.list(countOf(url, 'limit', 50, 500)) }),
    'GET /api/push/public-key': (_request, response) => sendJson(response, 200, { publicKey: options.publicKey }),
    'POST /api/push/subscriptions': async (request, response) => {
      const created = subscriptions.save(readSubscription(await readJson(request), options.allowLoopback))
      sendJson(response, created ? 201 : 200, { ok: true })
    },
    'DELETE /api/push/subscriptions': async (request, response) => {
      const subscription = known(endpointOf(await readJson(request), true))
      subscriptions.remove(subscription.id, 'subscription removed by the dashboard')
      response.writeHead(204).end()
    },
    'POST /api/push/test': async (request, response) => {
      const subscription = known(endpointOf(await readJson(request), true))
      deliveries.queueTest(subscription)
      options.wakePush()
      sendJson(response, 202, { ok: true })
    },
  }
}
