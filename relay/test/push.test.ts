import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { RunningRelay } from './support/relay-process.ts'
import { eventually, removeDir, startRelay, tempDataDir } from './support/relay-process.ts'
import { standIn } from './support/stand-in.ts'
import { browserKeys, decryptPush, vapidClaims } from './support/web-push-keys.ts'
import { api, apiJson, hmac, postWebhook } from './support/webhooks.ts'

type Deliveries = { deliveries: { eventId: string; destination: string; target: string; state: string; lastError: string | null }[] }

describe('Web Push', () => {
  let relay: RunningRelay
  let push: Awaited<ReturnType<typeof standIn>>
  const dataDir = tempDataDir()
  const phone = browserKeys()
  const gone = browserKeys()

  before(async () => {
    push = await standIn((request) => ({ status: request.path.startsWith('/gone/') ? 410 : 201 }))
    relay = await startRelay({ RELAY_DASHBOARD_URL: 'https://dash.example.com/' }, dataDir)
  })
  after(async () => {
    await relay.stop()
    await push.close()
    removeDir(dataDir)
  })

  const subscribe = (endpoint: string, keys: { p256dh: string; auth: string }, extra: Record<string, unknown> = {}) =>
    api(relay.url, '/api/push/subscriptions', { method: 'POST', body: JSON.stringify({ endpoint, keys, ...extra }) })

  test('the push service receives a payload that the subscription\'s keys decrypt: the event and its URL, no secret', async () => {
    assert.equal((await subscribe(`${push.url}/phone/1`, phone.keys)).status, 201)
    assert.equal((await subscribe(`${push.url}/phone/1`, phone.keys)).status, 200)
    const body = JSON.stringify({
      event: 'gift_card.order.purchased',
      payload: { id: 2800, title: 'Steam Wallet 20 EUR', quantity: 1, price_eur: '18.40', keys: [{ id: 1, key: 'AAAA-BBBB-CCCC' }], order: { credentials: 'login:pass' } },
    })
    assert.equal((await postWebhook(relay.url, body, { 'x-gameboost-signature': hmac(body), 'x-gameboost-event-id': 'evt_gift' })).status, 200)
    await eventually(() => push.received.length === 1, 5_000, 'the push')

    const [received] = push.received
    assert.equal(received?.headers['content-encoding'], 'aes128gcm')
    const { publicKey } = await apiJson<{ publicKey: string }>(relay.url, '/api/push/public-key')
    assert.equal(vapidClaims(received?.headers.authorization, publicKey).aud, push.url)
    const text = decryptPush(received!.body, phone)
    assert.ok(Buffer.byteLength(text) < 4096)
    assert.deepEqual(JSON.parse(text), {
      title: 'New gift card order #2800',
      body: '1 × Steam Wallet 20 EUR · 18.40 EUR',
      url: 'https://dash.example.com/gift-card-orders/2800',
      event: 'gift_card.order.purchased',
      cursor: 1,
      tag: 'evt_gift',
    })
    assert.doesNotMatch(text, /AAAA-BBBB|login:pass|keys|credentials/)
  })

  test('a 410 from the push service removes the subscription; its delivery ends as dead and is listed', async () => {
    assert.equal((await subscribe(`${push.url}/gone/1`, gone.keys)).status, 201)
    const body = JSON.stringify({ event: 'order.dispute.created', payload: { id: 7001, orderable_id: 1001 } })
    await postWebhook(relay.url, body, { signature: hmac(body), 'x-outpost-event-id': 'evt_dispute' })
    await eventually(async () => {
      const { deliveries } = await apiJson<Deliveries>(relay.url, '/api/deliveries')
      return deliveries.some((delivery) => delivery.eventId === 'evt_dispute' && delivery.state === 'dead')
    }, 5_000, 'the dead delivery')
    const { deliveries } = await apiJson<Deliveries>(relay.url, '/api/deliveries')
    const dead = deliveries.find((delivery) => delivery.eventId === 'evt_dispute' && delivery.state === 'dead')
    assert.equal(dead?.lastError, 'subscription gone (HTTP 410)')
    assert.equal(dead?.target, push.url)
    const test = await api(relay.url, '/api/push/test', { method: 'POST', body: JSON.stringify({ endpoint: `${push.url}/gone/1` }) })
    assert.equal(test.status, 404)
  })

  test('a subscription gets only the events it chose, and inside its quiet hours only disputes', async () => {
    const quiet = browserKeys()
    const now = new Date()
    const hhmm = (date: Date) => date.toISOString().slice(11, 16)
    const quietHours = { from: hhmm(new Date(now.getTime() - 3_600_000)), to: hhmm(new Date(now.getTime() + 3_600_000)), timeZone: 'UTC' }
    await subscribe(`${push.url}/quiet/1`, quiet.keys, { quietHours })
    const picky = browserKeys()
    await subscribe(`${push.url}/picky/1`, picky.keys, { events: ['item.order.purchased'] })
    for (const [event, id] of [['account.order.purchased', 'evt_order'], ['order.dispute.updated', 'evt_update'], ['item.order.purchased', 'evt_item']] as const) {
      const body = JSON.stringify({ event, payload: { id: 5, dispute: { id: 7002 } } })
      await postWebhook(relay.url, body, { signature: hmac(body), 'event-id': id })
    }
    await eventually(() => push.received.filter((entry) => /quiet|picky/.test(entry.path)).length >= 2, 5_000, 'the pushes')
    await new Promise((done) => setTimeout(done, 300))
    const tags = (path: string, keys: ReturnType<typeof browserKeys>) =>
      push.received.filter((entry) => entry.path.startsWith(path)).map((entry) => (JSON.parse(decryptPush(entry.body, keys)) as { tag: string }).tag)
    assert.deepEqual(tags('/quiet/', quiet), ['evt_update'])
    assert.deepEqual(tags('/picky/', picky), ['evt_item'])
  })

  test('a bad subscription is refused with a message; a test notice reaches a known one; an unknown endpoint is 404', async () => {
    const refused = await subscribe('http://192.168.1.10/push', phone.keys)
    assert.equal(refused.status, 400)
    assert.match(((await refused.json()) as { message: string }).message, /endpoint/)
    assert.equal((await subscribe(`${push.url}/x`, { p256dh: 'short', auth: phone.keys.auth })).status, 400)
    assert.equal((await subscribe(`${push.url}/x`, phone.keys, { quietHours: { from: '22:00', to: '07:00', timeZone: 'Mars/Olympus' } })).status, 400)

    const before = push.received.length
    assert.equal((await api(relay.url, '/api/push/test', { method: 'POST', body: JSON.stringify({ endpoint: `${push.url}/phone/1` }) })).status, 202)
    await eventually(() => push.received.length > before, 5_000, 'the test notice')
    const notice = JSON.parse(decryptPush(push.received[push.received.length - 1]!.body, phone)) as { title: string; url: string }
    assert.equal(notice.title, 'Test notice from your relay')
    assert.equal(notice.url, 'https://dash.example.com/notifications')

    assert.equal((await api(relay.url, '/api/push/subscriptions', { method: 'DELETE', body: JSON.stringify({ endpoint: `${push.url}/phone/1` }) })).status, 204)
    assert.equal((await api(relay.url, '/api/push/subscriptions', { method: 'DELETE', body: JSON.stringify({ endpoint: `${push.url}/phone/1` }) })).status, 404)
  })
})
