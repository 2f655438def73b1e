import assert from 'node:assert/strict'
import { test } from 'node:test'
import { describe } from '../src/describe.ts'
import { destinationProblem } from '../src/destinations/guard.ts'
import { isQuiet } from '../src/plan.ts'
import { withoutSecrets } from '../src/redact.ts'
import { backoffMs } from '../src/worker.ts'

test('secrets are removed at any depth, and the rest is kept', () => {
  const payload = {
    id: 9001,
    credentials: { character_name: 'Frostmage', realm: 'Draenor' },
    keys: [{ key: 'AAAA' }],
    order: { id: 1, credentials: 'login:pass', lines: [{ game_details: { uid: 7 }, title: 'Gold' }] },
  }
  assert.deepEqual(withoutSecrets(payload), { id: 9001, order: { id: 1, lines: [{ title: 'Gold' }] } })
})

test('a notice names the record and its dashboard path for each documented event', () => {
  assert.deepEqual(describe('order.dispute.updated', { dispute: { id: 7001, status: 'escalated' }, event: { type: 'seller_counter', actor_username: 'me' } }), {
    title: 'Dispute #7001 updated',
    body: 'seller counter by me · status escalated',
    record: { type: 'dispute', id: 7001 },
    path: '/disputes/7001',
  })
  assert.equal(describe('currency.order.purchased', { id: '9001', quantity: 50000, currency_unit: 'Gold', price_eur: '12.50' }).path, '/currency-orders/9001')
  assert.deepEqual(describe('item.order.purchased', { id: 'not a number' }).record, null)
  assert.equal(describe('order.report.issued', {}).title, 'Marketplace event order.report.issued')
})

test('quiet hours are read on their time zone\'s clock and may span midnight', () => {
  const night = { from: '22:00', to: '07:00', timeZone: 'Europe/Berlin' }
  assert.equal(isQuiet(night, new Date('2026-01-15T22:30:00Z')), true) // 23:30 in Berlin
  assert.equal(isQuiet(night, new Date('2026-01-15T06:30:00Z')), false) // 07:30 in Berlin
  assert.equal(isQuiet(night, new Date('2026-07-15T04:30:00Z')), true) // 06:30 in Berlin, summer time
  assert.equal(isQuiet({ from: '09:00', to: '17:00', timeZone: 'UTC' }, new Date('2026-01-15T17:00:00Z')), false)
})

test('destinations go only to their own hosts', () => {
  assert.equal(destinationProblem('https://discord.com/api/webhooks/1/t', 'discord', false), null)
  assert.match(destinationProblem('https://discord.com.evil.net/api/webhooks/1/t', 'discord', false) ?? '', /discord\.com/)
  assert.match(destinationProblem('http://api.telegram.org', 'telegram', false) ?? '', /https/)
  assert.equal(destinationProblem('https://fcm.googleapis.com/fcm/send/abc', 'push', false), null)
  assert.match(destinationProblem('https://10.0.0.5/push', 'push', false) ?? '', /IP address/)
  assert.match(destinationProblem('https://[fd00::1]/push', 'push', false) ?? '', /IP address/)
  assert.match(destinationProblem('https://printer.local/push', 'push', false) ?? '', /public/)
  assert.match(destinationProblem('http://127.0.0.1:9/push', 'push', false) ?? '', /RELAY_ALLOW_LOOPBACK_DESTINATIONS/)
  assert.equal(destinationProblem('http://127.0.0.1:9/push', 'push', true), null)
})

test('backoff doubles from its base, with jitter between half and all of it, up to its cap', () => {
  const rules = { baseMs: 1000, maxMs: 10_000, maxAttempts: 10 }
  assert.deepEqual([1, 2, 3].map((attempts) => backoffMs(attempts, rules, () => 0)), [500, 1000, 2000])
  assert.deepEqual([1, 2, 3].map((attempts) => backoffMs(attempts, rules, () => 0.999999)), [1000, 2000, 4000])
  assert.equal(backoffMs(9, rules, () => 1), 10_000)
})
