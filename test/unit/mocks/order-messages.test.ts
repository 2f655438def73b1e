import { describe, expect, it } from 'vitest'
import { MESSAGE_TOO_LONG, NOT_PROCESSING } from '../../../src/mocks/handlers/order-messages'
import { HTML_MESSAGE } from '../../../src/mocks/seed-order-messages'
import { call } from './request'

const post = (id: number, json: unknown) => call(`/account-orders/${id}/messages`, { method: 'POST', json })

describe('GET /v2/account-orders/:id/messages', () => {
  it('sends the conversation in `data`, in the documented shape, with HTML and the marketplace in the seed', async () => {
    const { status, body } = await call('/account-orders/1005/messages')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['data', 'message'])
    expect(body.data[1]).toEqual({
      id: 'm-1005-2',
      type: 'user_message',
      text: 'Hi! When will I get the login?',
      attachment: null,
      sender: { id: 6105, username: 'aimlab_andy', is_admin: false },
      sent_at: expect.any(Number),
    })
    expect(body.data.map((message: { text: string }) => message.text)).toContain(HTML_MESSAGE)
    expect(body.data.some((message: { sender: { is_admin: boolean } | null }) => message.sender?.is_admin)).toBe(true)
  })

  it('answers an order without messages with an empty list, an unknown order with 404', async () => {
    expect((await call('/account-orders/1006/messages')).body.data).toEqual([])
    expect((await call('/account-orders/999999/messages')).status).toBe(404)
    expect((await call('/account-orders/1005/messages', { token: null })).status).toBe(401)
  })
})

describe('POST /v2/account-orders/:id/messages', () => {
  it('stores a message on an order in processing and answers it in `data`', async () => {
    const { status, body } = await post(1004, { message: 'Yes, Europe.' })
    expect(status).toBe(201)
    expect(body.data).toMatchObject({ type: 'user_message', text: 'Yes, Europe.', sender: { is_admin: false } })
    const thread = (await call('/account-orders/1004/messages')).body.data
    expect(thread.at(-1).id).toBe(body.data.id)
  })

  it('refuses an order that is not in processing, an empty and a too long message', async () => {
    expect(await post(1003, { message: 'Hello' })).toEqual({ status: 422, body: { message: NOT_PROCESSING } })
    expect((await post(1007, { message: 'Hello' })).body.message).toBe(NOT_PROCESSING)
    expect((await post(1005, { message: '  ' })).status).toBe(422)
    expect((await post(1005, { message: '😀'.repeat(10001) })).body.message).toBe(MESSAGE_TOO_LONG)
    expect((await post(1005, { message: '😀'.repeat(10000) })).status).toBe(201)
  })

  it('takes 5 messages a minute on one order, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await post(1005, { message: `m${i}` })).status).toBe(201)
    const response = await fetch('http://localhost:3000/v2/account-orders/1005/messages', {
      method: 'POST',
      headers: { Authorization: 'Bearer demo', 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'sixth' }),
    })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await post(1004, { message: 'another order' })).status).toBe(201)
  })
})
