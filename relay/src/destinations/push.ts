import webpush from 'web-push'
import type { Claimed } from '../outbox.ts'
import { startThread } from '../thread.ts'
import type { VapidKeys } from '../vapid.ts'
import { destinationProblem } from './guard.ts'
import type { Outcome } from './http.ts'
import { byStatus, isReply, send } from './http.ts'
import { clip, noticeUrl } from './notice-url.ts'

const TTL_SECONDS = 24 * 60 * 60
const VAPID_VALID_SECONDS = 12 * 60 * 60

/** The payload the service worker reads (RELAY-API, "Push payload"): well under Web Push's 4 KB. */
export function pushPayload(claimed: Claimed, dashboardUrl: string | null): string {
  const { notice } = claimed
  return JSON.stringify({
    title: clip(notice.title, 120),
    body: clip(notice.body, 300),
    url: noticeUrl(dashboardUrl, notice) ?? notice.path ?? '/',
    event: notice.event,
    cursor: notice.cursor,
    tag: notice.eventId,
  })
}

/**
 * Web Push through `web-push`: it encrypts the payload (RFC 8291, in a thread of its own) and signs the VAPID
 * header; the request itself is sent here (http.ts), under the same rules as every destination.
 */
export function pushSender(options: { vapid: VapidKeys; subject: string; dashboardUrl: string | null; allowLoopback: boolean }) {
  // A VAPID header is a signed JWT per push service; one is reused for most of its validity instead of signing each message.
  const signed = new Map<string, { authorization: string; renewAt: number }>()
  const vapidAuthorization = (endpoint: string) => {
    const audience = new URL(endpoint).origin
    const now = Math.floor(Date.now() / 1000)
    const cached = signed.get(audience)
    if (cached !== undefined && cached.renewAt > now) return cached.authorization
    const { publicKey, privateKey } = options.vapid
    const { Authorization } = webpush.getVapidHeaders(audience, options.subject, publicKey, privateKey, 'aes128gcm', now + VAPID_VALID_SECONDS)
    signed.set(audience, { authorization: Authorization, renewAt: now + VAPID_VALID_SECONDS - 3600 })
    return Authorization
  }
  const encryption = startThread<
    { subscription: { endpoint: string; keys: { p256dh: string; auth: string } }; payload: string; options: Record<string, unknown> },
    { endpoint: string; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> }
  >(new URL('./encrypt-worker.js', import.meta.url), null)
  const sendPush = async (claimed: Claimed): Promise<Outcome> => {
    const subscription = claimed.subscription
    if (subscription === null) return { kind: 'dead', error: 'subscription removed' }
    const problem = destinationProblem(subscription.endpoint, 'push', options.allowLoopback)
    if (problem !== null) return { kind: 'dead', error: `push endpoint ${problem}` }
    const request = await encryption.call({
      subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
      payload: pushPayload(claimed, options.dashboardUrl),
      options: {
        headers: { Authorization: vapidAuthorization(subscription.endpoint) },
        TTL: TTL_SECONDS,
        urgency: claimed.notice.event.startsWith('order.dispute.') ? 'high' : 'normal',
      },
    })
    const response = await send(request.endpoint, { method: 'POST', headers: request.headers, body: request.body })
    if (!isReply(response)) return response
    if (response.status === 404 || response.status === 410) return { kind: 'gone', error: `subscription gone (HTTP ${response.status})` }
    return byStatus(response)
  }
  return { send: sendPush, close: encryption.close }
}
