import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, test } from 'node:test'
import { eventually, refusedStart, removeDir, startRelay, tempDataDir } from './support/relay-process.ts'
import { standIn } from './support/stand-in.ts'
import { apiJson, hmac, orderBody, postWebhook } from './support/webhooks.ts'

type Delivery = { cursor: number; destination: string; state: string; attempts: number; lastError: string | null }

const cleanups: (() => Promise<void> | void)[] = []
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

async function relayWith(env: Record<string, string>) {
  const dataDir = tempDataDir()
  const relay = await startRelay(env, dataDir)
  cleanups.push(() => removeDir(dataDir), () => relay.stop())
  return relay
}

async function send(url: string, id: number) {
  const body = orderBody(id)
  const response = await postWebhook(url, body, { signature: hmac(body), 'event-id': `evt_${id}` })
  assert.equal(response.status, 200)
}

const deliveries = async (url: string) => (await apiJson<{ deliveries: Delivery[] }>(url, '/api/deliveries')).deliveries

test('a Discord 429 is waited out by its retry_after, then the message goes through', async () => {
  const discord = await standIn((_request, count) => (count === 1 ? { status: 429, body: { message: 'You are being rate limited.', retry_after: 0.6, global: false } } : { status: 204 }))
  cleanups.push(discord.close)
  const relay = await relayWith({ RELAY_DISCORD_WEBHOOK_URL: `${discord.url}/api/webhooks/1/token` })
  await send(relay.url, 1)
  await eventually(async () => (await deliveries(relay.url)).some((delivery) => delivery.state === 'delivered'), 5_000, 'the delivery')
  const [first, second] = discord.received
  assert.equal(discord.received.length, 2)
  assert.ok(second!.at - first!.at >= 600, `waited ${second!.at - first!.at} ms`)
  const message = discord.json()[1] as { embeds: { title: string; url?: string }[]; allowed_mentions: unknown }
  assert.equal(message.embeds[0]?.title, 'New account order #1')
  assert.deepEqual(message.allowed_mentions, { parse: [] })
})

test('a destination down for a while is retried until it answers; one down for good ends as dead and is listed', async () => {
  const telegram = await standIn((_request, count) => (count <= 3 ? { status: 502, body: { ok: false } } : { status: 200, body: { ok: true } }))
  const discord = await standIn(() => ({ status: 503 }))
  cleanups.push(telegram.close, discord.close)
  const relay = await relayWith({
    RELAY_TELEGRAM_BOT_TOKEN: '123:secret-token',
    RELAY_TELEGRAM_CHAT_ID: '42',
    RELAY_TELEGRAM_API_URL: telegram.url,
    RELAY_DISCORD_WEBHOOK_URL: `${discord.url}/api/webhooks/1/token`,
    RELAY_RETRY_MAX_ATTEMPTS: '5',
  })
  await send(relay.url, 2)
  await eventually(async () => (await deliveries(relay.url)).every((delivery) => delivery.state === 'delivered' || delivery.state === 'dead'), 10_000, 'both outcomes')
  const byDestination = Object.fromEntries((await deliveries(relay.url)).map((delivery) => [delivery.destination, delivery]))
  assert.deepEqual(
    { state: byDestination.telegram?.state, attempts: byDestination.telegram?.attempts },
    { state: 'delivered', attempts: 4 },
  )
  assert.deepEqual(
    { state: byDestination.discord?.state, attempts: byDestination.discord?.attempts, lastError: byDestination.discord?.lastError },
    { state: 'dead', attempts: 5, lastError: 'HTTP 503' },
  )
  assert.equal(discord.received.length, 5)
  const gaps = discord.received.slice(1).map((entry, index) => entry.at - discord.received[index]!.at)
  assert.ok(gaps.every((gap) => gap >= 20), `backoff gaps ${gaps.join(', ')}`)
  assert.equal(telegram.received[3]?.path, '/bot123:secret-token/sendMessage')
  const message = telegram.json()[3] as { chat_id: string; text: string }
  assert.equal(message.chat_id, '42')
  assert.match(message.text, /^New account order #2\n/)
  assert.doesNotMatch(relay.log(), /secret-token|hunter2/)
})

test('Telegram is paced to one message per interval, and a 429 waits out parameters.retry_after', async () => {
  const telegram = await standIn((_request, count) => (count === 2 ? { status: 429, body: { ok: false, error_code: 429, parameters: { retry_after: 1 } } } : { status: 200, body: { ok: true } }))
  cleanups.push(telegram.close)
  const relay = await relayWith({ RELAY_TELEGRAM_BOT_TOKEN: '1:t', RELAY_TELEGRAM_CHAT_ID: '7', RELAY_TELEGRAM_API_URL: telegram.url, RELAY_TELEGRAM_INTERVAL_MS: '250' })
  for (const id of [11, 12, 13]) await send(relay.url, id)
  await eventually(() => telegram.received.length === 4, 8_000, 'four requests')
  const at = telegram.received.map((entry) => entry.at)
  assert.ok(at[1]! - at[0]! >= 240, `first gap ${at[1]! - at[0]!} ms`)
  assert.ok(at[2]! - at[1]! >= 1_000, `after the 429 ${at[2]! - at[1]!} ms`)
  assert.ok(at[3]! - at[2]! >= 240, `last gap ${at[3]! - at[2]!} ms`)
})

test('the 200 does not wait for a destination that never answers', async () => {
  let reached = 0
  const silent = createServer(() => (reached += 1))
  await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done))
  cleanups.push(() => {
    silent.closeAllConnections()
    silent.close()
  })
  const dataDir = tempDataDir()
  const relay = await startRelay({ RELAY_DISCORD_WEBHOOK_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/api/webhooks/1/t` }, dataDir)
  cleanups.push(() => removeDir(dataDir), () => relay.kill())
  await send(relay.url, 21)
  await eventually(() => reached === 1, 5_000, 'the first message at the silent destination')
  for (const id of [22, 23]) {
    const started = Date.now()
    await send(relay.url, id)
    assert.ok(Date.now() - started < 5_000, `answered in ${Date.now() - started} ms`)
  }
})

test('destinations go only to their own hosts: loopback needs RELAY_ALLOW_LOOPBACK_DESTINATIONS=1', async () => {
  const refused = await refusedStart({ RELAY_WEBHOOK_SECRETS: 's', RELAY_ACCESS_KEY: 'k', RELAY_DISCORD_WEBHOOK_URL: 'http://127.0.0.1:9/api/webhooks/1/t' })
  assert.equal(refused.code, 1)
  assert.match(refused.output, /RELAY_DISCORD_WEBHOOK_URL points at this machine/)
})

test('a redirect is never followed: the delivery ends dead with its status, and the other host gets nothing', async () => {
  const elsewhere = await standIn(() => ({ status: 204 }))
  const discord = await standIn(() => ({ status: 302, headers: { location: `${elsewhere.url}/api/webhooks/2/other` } }))
  cleanups.push(elsewhere.close, discord.close)
  const relay = await relayWith({ RELAY_DISCORD_WEBHOOK_URL: `${discord.url}/api/webhooks/1/token` })
  await send(relay.url, 3)
  await eventually(async () => (await deliveries(relay.url)).some((delivery) => delivery.state === 'dead'), 5_000, 'the delivery to end')
  const [delivery] = await deliveries(relay.url)
  assert.deepEqual({ state: delivery?.state, lastError: delivery?.lastError }, { state: 'dead', lastError: 'HTTP 302' })
  assert.equal(discord.received.length, 1)
  assert.equal(elsewhere.received.length, 0)
})
