import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import { ApiError } from '../../../src/lib/api-error'
import { acceptDisputeResponseSchema, accountOrderResponseSchema } from '../api/strict-readers'
import { db } from '../../../src/mocks/db'
import { call } from './request'

const nowSeconds = () => Math.floor(Date.now() / 1000)
const accept = (id: number | string, json: unknown = {}) => call(`/order-disputes/${id}/accept`, { method: 'POST', json })
const getOrder = async (id: number) => accountOrderResponseSchema.parse((await call(`/account-orders/${id}`)).body).data

describe('the seeded dispute cases', () => {
  it('7001 is open, waits for the seller, wants a refund and has an unsafe evidence URL', () => {
    const dispute = db.disputeCases.get(7001)
    expect(dispute).toMatchObject({ orderable_id: 1001, status: 'waiting_for_seller', preferred_resolution: 'refund', closed_at: null })
    expect(dispute?.events.map((event) => event.type)).toEqual(['dispute_created', 'buyer_message'])
    expect(dispute?.events[0]).toMatchObject({ actor_id: 6101, payload: { explanation: expect.any(String) } })
    const urls = dispute?.events.flatMap((event) => event.evidence_urls)
    expect(urls).toContain('javascript:alert(1)')
    expect(urls?.some((url) => url.startsWith('https://'))).toBe(true)
    expect(dispute?.seller_response_due_at).toBeGreaterThan(nowSeconds())
  })

  it('cases waiting for the seller may be locked from the moment they opened, as live ones are', () => {
    const locked = [...db.disputeCases.values()].filter((d) => d.status === 'waiting_for_seller' && d.locked_at !== null)
    expect(locked.map((d) => d.id)).toEqual(expect.arrayContaining([7001, 7002]))
    locked.forEach((d) => expect(d.locked_at).toBe(d.created_at))
  })

  it('7002 is open and wants a replacement; 7003 is closed', () => {
    expect(db.disputeCases.get(7002)).toMatchObject({ orderable_id: 1002, preferred_resolution: 'replacement', closed_at: null })
    expect(db.disputeCases.get(7003)).toMatchObject({ orderable_id: 1010, status: 'closed', closed_at: expect.any(Number) })
  })
})

describe('POST /v2/order-disputes/:id/accept', () => {
  it('closes a refund case, appends the seller event and refunds the order', async () => {
    const before = nowSeconds()
    const { status, body } = await accept(7001, { message: 'Sorry, refunded.' })
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['data', 'message'])
    const { data, message } = acceptDisputeResponseSchema.parse(body)
    expect(message).toMatch(/refunded/i)
    expect(data).toMatchObject({ id: 7001, status: 'closed', outcome: 'refunded', closure_reason: expect.any(String) })
    expect(data.closed_at).toBeGreaterThanOrEqual(before)
    expect(data.updated_at).toBe(data.closed_at)
    expect(data.events).toHaveLength(3)
    expect(data.events[2]).toMatchObject({
      type: 'seller_accepted',
      actor_id: 9001,
      actor_username: 'EmberTrade',
      payload: { message: 'Sorry, refunded.' },
      created_at: data.closed_at,
    })
    expect(new Set(data.events.map((event) => event.id)).size).toBe(3)

    const order = await getOrder(1001)
    expect(order).toMatchObject({ status: 'refunded', refunded_at: data.closed_at, is_disputed: true, dispute_case_id: 7001 })
  })

  it('refuses a second accept with 409', async () => {
    expect((await accept(7001)).status).toBe(200)
    const { status, body } = await accept(7001, { message: 'again' })
    expect(status).toBe(409)
    expect(body).toEqual({ message: 'This dispute has already been closed.' })
    expect(db.disputeCases.get(7001)?.events).toHaveLength(3)
    expect((await accept(7003)).body).toEqual({ message: 'This dispute has already been closed.' })
  })

  it('forwards a case that does not ask for a refund to the marketplace', async () => {
    const { status, body } = await accept(7002)
    expect(status).toBe(200)
    const { data, message } = acceptDisputeResponseSchema.parse(body)
    expect(message).toMatch(/marketplace/i)
    expect(data).toMatchObject({ status: 'under_review', closed_at: null, outcome: null, active_due_at: null })
    expect(data.locked_at).toEqual(expect.any(Number))
    expect(data.events.at(-1)).toMatchObject({ type: 'seller_accepted', payload: { message: null } })
    expect(await getOrder(1002)).toMatchObject({ status: 'delivered', refunded_at: null })

    const again = await accept(7002)
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/marketplace/)
  })

  it('judges by status and closed_at: a lock refuses nothing, a case under review or closed is refused', async () => {
    expect(db.disputeCases.get(7001)?.locked_at).not.toBeNull()
    expect((await accept(7001)).status).toBe(200)
    expect((await accept(7007)).body).toEqual({ message: 'This dispute has already been forwarded to the marketplace.' })
    const waitingButClosed = db.disputeCases.get(7006)!
    waitingButClosed.closed_at = nowSeconds()
    expect(waitingButClosed.status).toBe('waiting_for_seller')
    expect(await accept(7006)).toMatchObject({ status: 409, body: { message: 'This dispute has already been closed.' } })
  })

  it('counts the 1200 characters of the message in code points', async () => {
    const tooLong = await accept(7001, { message: '🙂'.repeat(1201) })
    expect(tooLong.status).toBe(422)
    expect(tooLong.body).toEqual({
      message: 'The message field must not be greater than 1200 characters.',
      errors: { message: ['The message field must not be greater than 1200 characters.'] },
    })
    expect(db.disputeCases.get(7001)?.closed_at).toBeNull()
    expect((await accept(7001, { message: '🙂'.repeat(1200) })).status).toBe(200)
  })

  it('answers 422 for a message that is not text, and accepts null or no body', async () => {
    const { status, body } = await accept(7001, { message: 42 })
    expect(status).toBe(422)
    expect(body.errors.message).toEqual([expect.any(String)])
    expect((await accept(7002, { message: null })).status).toBe(200)
    expect((await call('/order-disputes/7004/accept', { method: 'POST' })).status).toBe(200)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const { status } = await call('/order-disputes/7001/accept', {
      method: 'POST',
      rawBody: 'message=hi',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(status).toBe(400)
  })

  it.each(['7999', '1', 'abc'])('answers 404 for case %s', async (id) => {
    const { status, body } = await accept(id)
    expect(status).toBe(404)
    expect(body).toEqual({ message: expect.any(String) })
  })

  it('works through the app client, which reads the 409 as an ApiError', async () => {
    const client = createApiClient({ getToken: () => 'demo' })
    const result = await client.acceptOrderDispute(7001, 'Refund on its way.')
    expect(result.dispute?.status).toBe('closed')
    expect(result.message).toMatch(/refunded/i)
    const error = await client.acceptOrderDispute(7001).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, message: 'This dispute has already been closed.' })
  })
})
