import { describe, expect, it } from 'vitest'
import { db } from '../../../src/mocks/db'
import { COUNTERED, ESCALATED, NOT_YOUR_TURN } from '../../../src/mocks/handlers/dispute-answers'
import { ALREADY_CLOSED, ALREADY_FORWARDED } from '../../../src/mocks/handlers/disputes'
import { call } from './request'

const answer = (kind: 'counter' | 'escalate', id: number, json: unknown) =>
  call(`/order-disputes/${id}/${kind}`, { method: 'POST', json })
const COUNTER = { message: 'Rank was Diamond.', counter_resolution: 'other', counter_resolution_note: 'A bonus skin', evidence_urls: ['https://a.example/1.png'] }

describe('the seed has cases in each state, with events from both sides and evidence', () => {
  it('covers every status, and sides and evidence in the events', () => {
    const cases = [...db.disputeCases.values()]
    expect(new Set(cases.map((c) => c.status))).toEqual(new Set(['waiting_for_seller', 'waiting_for_buyer', 'under_review', 'closed']))
    for (const id of [7004, 7007]) {
      const dispute = db.disputeCases.get(id)!
      const actors = new Set(dispute.events.map((event) => (event.actor_id === dispute.buyer_id ? 'buyer' : 'seller')))
      expect(actors).toEqual(new Set(['buyer', 'seller']))
      expect(dispute.events.some((event) => event.evidence_urls.length > 0)).toBe(true)
    }
  })
})

describe('POST /v2/order-disputes/:id/counter and /escalate', () => {
  it('a counter adds the seller’s event and hands the turn to the buyer, with a deadline', async () => {
    const { status, body } = await answer('counter', 7001, COUNTER)
    expect(status).toBe(200)
    expect(body.message).toBe(COUNTERED)
    expect(body.data).toMatchObject({ id: 7001, status: 'waiting_for_buyer', buyer_response_due_at: expect.any(Number) })
    expect(body.data.active_due_at).toBe(body.data.buyer_response_due_at)
    expect(body.data.events.at(-1)).toMatchObject({
      type: 'seller_countered',
      actor_username: 'EmberTrade',
      payload: { message: COUNTER.message, counter_resolution: 'other', counter_resolution_note: 'A bonus skin' },
      evidence_urls: COUNTER.evidence_urls,
    })
  })

  it('counters only while the case waits for the seller; nothing on a closed case', async () => {
    expect(await answer('counter', 7004, COUNTER)).toMatchObject({ status: 409, body: { message: NOT_YOUR_TURN } })
    expect(await answer('counter', 7007, COUNTER)).toMatchObject({ status: 409, body: { message: ALREADY_FORWARDED } })
    for (const kind of ['counter', 'escalate'] as const)
      expect(await answer(kind, 7008, COUNTER)).toMatchObject({ status: 409, body: { message: ALREADY_CLOSED } })
  })

  it('escalates a case waiting for either side to the marketplace', async () => {
    const { status, body } = await answer('escalate', 7004, { message: 'Please decide.', evidence_urls: [] })
    expect(status).toBe(200)
    expect(body.message).toBe(ESCALATED)
    expect(body.data).toMatchObject({ status: 'under_review', active_due_at: null })
    expect(body.data.events.at(-1)).toMatchObject({ type: 'dispute_escalated', payload: { escalation_reason: 'seller_requested' } })
  })

  it('answers 422 for a missing message or resolution, a sixth link and a link that is not http(s)', async () => {
    const { status, body } = await answer('counter', 7001, { evidence_urls: ['ftp://x.example/a'], counter_resolution: 'nope' })
    expect(status).toBe(422)
    expect(Object.keys(body.errors).sort()).toEqual(['counter_resolution', 'evidence_urls.0', 'message'])
    const six = await answer('escalate', 7001, { evidence_urls: Array.from({ length: 6 }, (_, i) => `https://a.example/${i}`) })
    expect(six.body.errors).toEqual({ evidence_urls: ['The evidence urls field must not have more than 5 items.'] })
    expect(db.disputeCases.get(7001)?.status).toBe('waiting_for_seller')
  })

  it('refuses the sixth write to one case in a minute with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) await answer('escalate', 7002, { message: 'x'.repeat(1201) })
    const limited = await call('/order-disputes/7002/escalate', { method: 'POST', json: {} })
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ message: 'Too many requests' })
  })
})
