import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { request } from 'node:http'
import { after, before, describe, test } from 'node:test'
import { standIn } from './support/stand-in.ts'
import type { RunningRelay } from './support/relay-process.ts'
import { ACCESS_KEY, OLD_SECRET, SECRET, eventually, refusedStart, removeDir, startRelay, tempDataDir } from './support/relay-process.ts'
import { api, apiJson, hmac, orderBody, postWebhook } from './support/webhooks.ts'

type Events = { events: { id: string; title: string; body: string; path: string | null }[]; next: number }

describe('receiving webhooks', () => {
  let relay: RunningRelay
  let discord: Awaited<ReturnType<typeof standIn>>
  const dataDir = tempDataDir()

  before(async () => {
    discord = await standIn()
    relay = await startRelay({ RELAY_DISCORD_WEBHOOK_URL: `${discord.url}/api/webhooks/1/token`, RELAY_DASHBOARD_URL: 'https://dash.example.com' }, dataDir)
  })
  after(async () => {
    await relay.stop()
    await discord.close()
    removeDir(dataDir)
  })

  test('each signature form and a rotation are accepted; a wrong secret and a re-serialised body are refused', async () => {
    const body = orderBody(1001)
    const accepted: Record<string, string>[] = [
      { signature: hmac(body) },
      { 'x-gameboost-signature': `sha256=${hmac(body)}`, 'x-gameboost-event-id': 'evt_form_2' },
      { 'x-outpost-signature': `v0=${hmac(body, 'a-secret-not-known')},${hmac(body)}`, 'x-outpost-event-id': 'evt_form_3' },
      { 'x-outpost-signature': `v0=${hmac(body, OLD_SECRET)}`, 'x-outpost-event-id': 'evt_rotation' },
    ]
    for (const headers of accepted) assert.equal((await postWebhook(relay.url, body, headers)).status, 200, JSON.stringify(Object.keys(headers)))

    const reserialised = JSON.stringify(JSON.parse(body), null, 1)
    const refused: Record<string, string>[] = [
      { 'x-gameboost-signature': hmac(body, 'the-api-token'), 'x-gameboost-event-id': 'evt_wrong' },
      { 'x-gameboost-signature': hmac(body), 'x-gameboost-event-id': 'evt_reserialised', body: reserialised },
      { 'x-gameboost-event-id': 'evt_unsigned' },
    ]
    for (const { body: sent = body, ...headers } of refused) {
      const response = await postWebhook(relay.url, sent, headers)
      assert.equal(response.status, 401)
      assert.match(((await response.json()) as { message: string }).message, /signature/)
    }
    const { events } = await apiJson<Events>(relay.url, '/api/events')
    assert.deepEqual(
      events.map((event) => event.id),
      [`sha256:${createHash('sha256').update(body).digest('hex')}`, 'evt_form_2', 'evt_form_3', 'evt_rotation'],
    )
    assert.ok(!events.some((event) => ['evt_wrong', 'evt_reserialised', 'evt_unsigned'].includes(event.id)))
  })

  test('the same event sent three times is kept and delivered once', async () => {
    const body = orderBody(1002)
    const answers = []
    for (let i = 0; i < 3; i += 1) {
      const response = await postWebhook(relay.url, body, { 'x-gameboost-signature': hmac(body), 'x-gameboost-event-id': 'evt_thrice' })
      answers.push(((await response.json()) as { duplicate: boolean }).duplicate)
    }
    assert.deepEqual(answers, [false, true, true])
    const { events } = await apiJson<Events>(relay.url, '/api/events?limit=500')
    assert.equal(events.filter((event) => event.id === 'evt_thrice').length, 1)
    await eventually(() => discord.json().some((message) => JSON.stringify(message).includes('#1002')), 5_000, 'the Discord message')
    await new Promise((done) => setTimeout(done, 300))
    assert.equal(discord.json().filter((message) => JSON.stringify(message).includes('#1002')).length, 1)
  })

  test('nothing of a secret is kept: the stored summary names the order and its price only', async () => {
    const { events } = await apiJson<Events>(relay.url, '/api/events')
    const event = events.find((entry) => entry.id === 'evt_form_2')
    assert.equal(event?.title, 'New account order #1001')
    assert.equal(event?.path, '/account-orders/1001')
    assert.doesNotMatch(JSON.stringify(events), /hunter2|Password/)
  })

  test('latest gives the newest events, oldest first, and the newest cursor to follow; a count out of range is 400', async () => {
    type Cursors = { events: { cursor: number }[]; next: number }
    const all = (await apiJson<Cursors>(relay.url, '/api/events?limit=500')).events.map((event) => event.cursor)
    assert.ok(all.length >= 3)
    const newest = await apiJson<Cursors>(relay.url, '/api/events?latest=2')
    assert.deepEqual(newest.events.map((event) => event.cursor), all.slice(-2))
    assert.equal(newest.next, all.at(-1))
    assert.deepEqual((await apiJson<Cursors>(relay.url, '/api/events?latest=500')).events.map((event) => event.cursor), all)
    for (const query of ['latest=0', 'latest=501', 'latest=two', 'latest=2&after=1']) {
      const refused = await api(relay.url, `/api/events?${query}`)
      assert.equal(refused.status, 400, query)
      assert.match(((await refused.json()) as { message: string }).message, /latest/)
    }
  })

  test('a body over 1 MB gets 413', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const sent = request(`${relay.url}/webhooks/gameboost`, { method: 'POST', headers: { 'content-length': 2 * 1024 * 1024, signature: '0'.repeat(64) } }, (response) => {
        resolve(response.statusCode ?? 0)
        response.resume()
      })
      sent.on('error', reject)
      sent.write(Buffer.alloc(64 * 1024))
    })
    assert.equal(status, 413)
  })

  test('the read API needs the access key, and CORS answers the dashboard\'s origin only', async () => {
    assert.equal((await fetch(`${relay.url}/api/events`)).status, 401)
    assert.equal((await fetch(`${relay.url}/api/events`, { headers: { authorization: 'Bearer wrong' } })).status, 401)
    assert.equal((await fetch(`${relay.url}/healthz`)).status, 200)
    const ours = await api(relay.url, '/api/events', { headers: { origin: 'https://dash.example.com' } })
    assert.equal(ours.headers.get('access-control-allow-origin'), 'https://dash.example.com')
    const theirs = await fetch(`${relay.url}/api/events`, { method: 'OPTIONS', headers: { origin: 'https://evil.example.com' } })
    assert.equal(theirs.headers.get('access-control-allow-origin'), null)
    assert.ok(ACCESS_KEY)
  })

  test('the stream sends what was kept after the cursor, then live events', async () => {
    const abort = new AbortController()
    const response = await api(relay.url, '/api/events/stream', { headers: { 'last-event-id': '3' }, signal: abort.signal })
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ''
    const body = orderBody(1003)
    await postWebhook(relay.url, body, { signature: hmac(body), 'event-id': 'evt_live' })
    while (!text.includes('evt_live')) text += (await reader.read()).value ?? ''
    abort.abort()
    assert.match(text, /^id: 4\nevent: relay-event\ndata: \{"cursor":4,"id":"evt_rotation"/)
    assert.doesNotMatch(text, /"cursor":3,/)
  })
})

test('the relay refuses to start without its secrets and key, naming what is missing', async () => {
  const none = await refusedStart({})
  assert.equal(none.code, 1)
  assert.match(none.output, /RELAY_WEBHOOK_SECRETS and RELAY_ACCESS_KEY are not set/)
  const noKey = await refusedStart({ RELAY_WEBHOOK_SECRETS: SECRET })
  assert.match(noKey.output, /RELAY_ACCESS_KEY is not set/)
})
