import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { Agent, request } from 'node:http'
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import type { RunningRelay } from '../test/support/relay-process.ts'
import { removeDir, startRelay, tempDataDir } from '../test/support/relay-process.ts'
import { standIn } from '../test/support/stand-in.ts'
import { browserKeys, decryptPush } from '../test/support/web-push-keys.ts'
import { api, hmac, orderBody } from '../test/support/webhooks.ts'

/*
 * npm run bench:relay [-- --rates 250,500,1000,1500,2000 --seconds 5]
 * Signed webhooks on loopback at rising rates, each for a few seconds, against the relay as a real process with
 * one push subscription (a loopback stand-in for the push service). For each rate: the time to the 200 (p50,
 * p99), whether every event answered 200 was kept and pushed, the time from the 200 to the push service, and the
 * relay's CPU time per event. A warm-up rate comes first, unreported. Every rate is run unless the relay falls far
 * behind one (under half of it sent and answered in its time); the highest rate with the 200's p99 under 50 ms and
 * nothing lost is reported. Bounded: it ends by itself.
 */
const { values } = parseArgs({ options: { rates: { type: 'string', default: '250,500,1000,1500,2000,3000' }, seconds: { type: 'string', default: '5' } } })
const rates = values.rates.split(',').map(Number)
const seconds = Math.min(30, Number(values.seconds))
const P99_LIMIT_MS = 50

// A fresh pool of connections for each rate: one left idle between rates would be closed by the server's keep-alive
// timeout, and its reuse would fail on the client's side.
let agent = new Agent({ keepAlive: true, maxSockets: 256 })
/** The relay process's CPU time so far (user + system), in ms, from /proc (Linux), or NaN elsewhere. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return NaN
  }
}
/** The disk's pace at the time: single-row commits, each synced (WAL, synchronous = FULL), for one second at most. */
function syncedInsertsPerSecond(dir: string): number {
  const db = new Database(join(dir, 'disk-probe.sqlite'))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.exec('CREATE TABLE probe (value TEXT)')
  const insert = db.prepare('INSERT INTO probe VALUES (?)')
  const started = performance.now()
  let count = 0
  while (count < 2_000 && performance.now() - started < 1_000) {
    insert.run('x'.repeat(400))
    count += 1
  }
  const rate = count / ((performance.now() - started) / 1000)
  db.close()
  return Math.round(rate)
}

const cursor = { last: 0 }
async function keptAfter(relay: RunningRelay, after: number) {
  return ((await (await api(relay.url, `/api/events?after=${after}&limit=500`)).json()) as { events: { id: string; cursor: number }[] }).events
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN

function post(url: URL, body: string, id: string): Promise<number> {
  return new Promise((resolve) => {
    const sent = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'x-gameboost-signature': hmac(body), 'x-gameboost-event-id': id } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    sent.on('error', () => resolve(0))
    sent.end(body)
  })
}

async function step(relay: RunningRelay, rate: number, firstId: number, push: Awaited<ReturnType<typeof standIn>>, phone: ReturnType<typeof browserKeys>) {
  const url = new URL(`${relay.url}/webhooks/gameboost`)
  agent.destroy()
  agent = new Agent({ keepAlive: true, maxSockets: 256 })
  const total = rate * seconds
  const bodies = Array.from({ length: total }, (_, index) => orderBody(firstId + index))
  const answeredAt = new Map<string, number>()
  const latencies: number[] = []
  let failed = 0
  const pushesBefore = push.received.length
  const cpuBefore = cpuMs(relay.process.pid)
  const started = performance.now()
  const sends: Promise<void>[] = []
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await new Promise((done) => setTimeout(done, wait))
    const id = `bench_${firstId + index}`
    const sentAt = performance.now()
    sends.push(
      post(url, bodies[index]!, id).then((status) => {
        if (status !== 200) failed += 1
        else answeredAt.set(id, Date.now())
        latencies.push(performance.now() - sentAt)
      }),
    )
  }
  await Promise.all(sends)
  const elapsed = (performance.now() - started) / 1000
  const until = Date.now() + 60_000
  while (push.received.length - pushesBefore < answeredAt.size && Date.now() < until) await new Promise((done) => setTimeout(done, 50))
  const cpuPerEvent = (cpuMs(relay.process.pid) - cpuBefore) / total
  const pushDelays = push.received.slice(pushesBefore).flatMap((entry) => {
    const { tag } = JSON.parse(decryptPush(entry.body, phone)) as { tag: string }
    const answered = answeredAt.get(tag)
    return answered === undefined ? [] : [entry.at - answered]
  })
  const kept = new Set<string>()
  for (let page = await keptAfter(relay, cursor.last); page.length > 0; page = await keptAfter(relay, cursor.last)) {
    for (const event of page) kept.add(event.id)
    cursor.last = page[page.length - 1]!.cursor
  }
  latencies.sort((a, b) => a - b)
  pushDelays.sort((a, b) => a - b)
  return {
    rate,
    achieved: Math.round(total / elapsed),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    refused: failed,
    lost: [...answeredAt.keys()].filter((id) => !kept.has(id)).length,
    late: answeredAt.size - pushDelays.length,
    pushP50: percentile(pushDelays, 50),
    pushP99: percentile(pushDelays, 99),
    cpuPerEvent,
  }
}

const push = await standIn(() => ({ status: 201 }))
const dataDir = tempDataDir()
const relay = await startRelay({}, dataDir)
const phone = browserKeys()
await api(relay.url, '/api/push/subscriptions', { method: 'POST', body: JSON.stringify({ endpoint: `${push.url}/bench`, keys: phone.keys }) })
console.log(`relay bench: ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), ${seconds} s a rate, loopback, one push subscription`)
console.log(`load average at the start: ${loadavg().map((load) => load.toFixed(1)).join(', ')}; the disk: ${syncedInsertsPerSecond(dataDir)} synced SQLite inserts a second`)
console.log('rate/s  achieved/s  200 p50 ms  200 p99 ms  not 200  lost  pushed late  push p50 ms  push p99 ms  relay CPU ms/event')
let best = 0
let firstId = 1
const fixed = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1))
try {
  await step(relay, 50, firstId, push, phone)
  firstId += 50 * seconds
  for (const rate of rates) {
    const result = await step(relay, rate, firstId, push, phone)
    firstId += rate * seconds
    console.log(
      [result.rate, result.achieved, fixed(result.p50), fixed(result.p99), result.refused, result.lost, result.late, fixed(result.pushP50), fixed(result.pushP99), result.cpuPerEvent.toFixed(2)]
        .map((cell, index) => String(cell).padStart(index === 0 ? 6 : 10))
        .join('  '),
    )
    if (result.p99 < P99_LIMIT_MS && result.refused + result.lost + result.late === 0) best = Math.max(best, rate)
    if (result.achieved < rate / 2) break
  }
} finally {
  await relay.stop()
  await push.close()
  agent.destroy()
  removeDir(dataDir)
}
console.log(best > 0 ? `held: ${best} events/s with the 200's p99 under ${P99_LIMIT_MS} ms and nothing lost` : 'no rate held')
