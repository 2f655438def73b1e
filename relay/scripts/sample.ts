import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { DEMO } from '../src/config.ts'
import { sign } from '../src/signature.ts'
import { EVENT_NAMES, samples } from './samples.ts'

/*
 * npm run relay:sample -- <event|all> [--url http://127.0.0.1:8788] [--secret ...] [--form signature|gameboost|outpost]
 * Sends a correctly signed sample to a running relay. The URL and secret default to RELAY_SAMPLE_URL and the
 * first of RELAY_WEBHOOK_SECRETS, else the demo's (`npm run relay -- --demo`).
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, secret: { type: 'string' }, form: { type: 'string', default: 'gameboost' } },
})
const url = (values.url ?? process.env.RELAY_SAMPLE_URL ?? `http://127.0.0.1:${process.env.RELAY_PORT ?? 8788}`).replace(/\/+$/, '')
const secret = values.secret ?? process.env.RELAY_WEBHOOK_SECRETS?.split(',')[0]?.trim() ?? DEMO.secret
const wanted = positionals[0] ?? ''
const names = wanted === 'all' ? EVENT_NAMES : [wanted]
if (!names.every((name) => EVENT_NAMES.includes(name))) {
  console.error(`Name an event: ${EVENT_NAMES.join(', ')}, or all.`)
  process.exit(2)
}

for (const name of names) {
  const body = JSON.stringify({ event: name, payload: samples()[name] })
  const id = `evt_sample_${randomUUID()}`
  const signature = sign(body, secret)
  const headers: Record<string, string> =
    values.form === 'signature'
      ? { signature }
      : values.form === 'outpost'
        ? { 'x-outpost-signature': `v0=${signature}`, 'x-outpost-event-id': id, 'x-outpost-topic': name }
        : { 'x-gameboost-signature': `sha256=${signature}`, 'x-gameboost-event-id': id }
  const response = await fetch(`${url}/webhooks/gameboost`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'GameBoost Server', ...headers },
    body,
  })
  console.log(`${name}: HTTP ${response.status} ${await response.text()}`)
  if (!response.ok) process.exitCode = 1
}
