import assert from 'node:assert/strict'
import { join } from 'node:path'
import { after, test } from 'node:test'
import Database from 'better-sqlite3'
import { eventually, removeDir, startRelay, tempDataDir } from './support/relay-process.ts'
import { standIn } from './support/stand-in.ts'
import { browserKeys, decryptPush } from './support/web-push-keys.ts'
import { api, hmac, orderBody, postWebhook } from './support/webhooks.ts'

const EVENTS = 2_000
const CONCURRENCY = 48
const KILL_AFTER = 500

const dataDir = tempDataDir()
const cleanups: (() => Promise<void> | void)[] = [() => removeDir(dataDir)]
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** How many times each event id reached a destination. */
function counts(ids: string[]): Map<string, number> {
  const seen = new Map<string, number>()
  for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1)
  return seen
}

test('kill -9 during a burst of 2,000 signed events: every event answered 200 reaches each destination once, or twice only if it was in flight', async () => {
  const push = await standIn(() => ({ status: 201 }))
  const discord = await standIn(() => ({ status: 204 }))
  const telegram = await standIn(() => ({ status: 200, body: { ok: true } }))
  cleanups.push(push.close, discord.close, telegram.close)
  const env = {
    RELAY_DISCORD_WEBHOOK_URL: `${discord.url}/api/webhooks/1/token`,
    RELAY_TELEGRAM_BOT_TOKEN: '1:t',
    RELAY_TELEGRAM_CHAT_ID: '7',
    RELAY_TELEGRAM_API_URL: telegram.url,
  }
  const started = Date.now()
  let relay = await startRelay(env, dataDir)
  const phone = browserKeys()
  assert.equal((await api(relay.url, '/api/push/subscriptions', { method: 'POST', body: JSON.stringify({ endpoint: `${push.url}/phone`, keys: phone.keys }) })).status, 201)

  const acknowledged = new Set<string>()
  let next = 1
  let killed = false
  const sender = async () => {
    while (next <= EVENTS && !killed) {
      const id = next++
      const body = orderBody(id)
      try {
        const response = await postWebhook(relay.url, body, { 'x-gameboost-signature': hmac(body), 'x-gameboost-event-id': `evt_${id}` })
        if (response.status === 200) acknowledged.add(`evt_${id}`)
      } catch {
        // The relay died with this request open: it was never answered 200.
      }
      if (acknowledged.size >= KILL_AFTER && !killed) {
        killed = true
        await relay.kill()
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, sender))
  assert.ok(killed, 'the relay was killed mid-burst')

  const db = new Database(join(dataDir, 'relay.sqlite'))
  const inFlight = new Set(
    db
      .prepare<[], { event_id: string; destination: string }>("SELECT e.event_id, d.destination FROM deliveries d JOIN events e ON e.cursor = d.cursor WHERE d.state = 'sending'")
      .all()
      .map((row) => `${row.destination}:${row.event_id}`),
  )
  const kept = new Set(db.prepare<[], { event_id: string }>('SELECT event_id FROM events').all().map((row) => row.event_id))
  db.close()
  for (const id of acknowledged) assert.ok(kept.has(id), `${id} was answered 200 and is kept`)

  relay = await startRelay(env, dataDir)
  cleanups.push(() => relay.stop())
  const idOf = (title: string) => `evt_${/#(\d+)/.exec(title)?.[1]}`
  const tags: string[] = []
  const reached = {
    push: () => {
      for (const entry of push.received.slice(tags.length)) tags.push((JSON.parse(decryptPush(entry.body, phone)) as { tag: string }).tag)
      return tags
    },
    discord: () => discord.json().map((message) => idOf((message.embeds as { title: string }[])[0]!.title)),
    telegram: () => telegram.json().map((message) => idOf(message.text as string)),
  }
  console.log(`# ${acknowledged.size} answered 200, ${kept.size} kept, ${inFlight.size} in flight at the kill; ${Date.now() - started} ms`)
  for (const [destination, ids] of Object.entries(reached)) {
    await eventually(() => {
      const seen = new Set(ids())
      return [...kept].every((id) => seen.has(id))
    }, 40_000, `every kept event at ${destination}`)
    console.log(`# ${destination} complete at ${Date.now() - started} ms`)
    for (const [id, times] of counts(ids())) {
      if (times > 1) assert.ok(times === 2 && inFlight.has(`${destination}:${id}`), `${id} reached ${destination} ${times} times without being in flight at the kill`)
    }
  }
  assert.ok(acknowledged.size >= KILL_AFTER && acknowledged.size < EVENTS, `${acknowledged.size} answered before the kill`)
  assert.match(relay.log(), inFlight.size > 0 ? new RegExp(`${inFlight.size} deliveries left in flight are sent again`) : /listening/)
})
