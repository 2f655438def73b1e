import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import { accountOrderResponseSchema, updateCredentialsResponseSchema } from '../api/strict-readers'
import { db } from '../../../src/mocks/db'
import { call } from './request'

const nowSeconds = () => Math.floor(Date.now() / 1000)
const patch = (id: number | string, json: unknown) => call(`/account-orders/${id}/credentials`, { method: 'PATCH', json })

describe('GET /v2/account-orders/:id', () => {
  it('sends the order in `data`, in the live shape', async () => {
    const { status, body } = await call('/account-orders/1001')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['data'])
    expect(body.data).toMatchObject({
      id: 1001,
      status: 'delivered',
      is_disputed: true,
      dispute_case_id: 7001,
      price: '189.00',
      price_usd: '204.12',
      rating: null,
      refunded_at: null,
      delivery_time: { duration: 30, unit: 'minutes', format: '30 min', format_long: '30 minutes', seconds: 1800 },
    })
    expect(body.data.completed_at).toEqual(expect.any(Number))
    expect(body.data.parameters.mounts).toEqual({ count: 412, notable: ['Invincible', "Ashes of Al'ar"] })
  })

  it('has the documented seed orders', async () => {
    const read = async (id: number) => accountOrderResponseSchema.parse((await call(`/account-orders/${id}`)).body).data
    expect(await read(1002)).toMatchObject({ is_disputed: true, dispute_case_id: 7002, status: 'delivered' })
    const delivered = await read(1003)
    expect(delivered).toMatchObject({ status: 'delivered', is_disputed: false, dispute_case_id: null, refunded_at: null })
    expect(delivered.completed_at).not.toBeNull()
    expect(delivered.rating).toMatchObject({ rating: 5, labels: ['Fast delivery', 'As described', 'Friendly seller'] })
    const pending = await read(1004)
    expect(pending).toMatchObject({ status: 'pending', rating: null, completed_at: null, refunded_at: null })
    expect(pending).toMatchObject({ delivery_instructions: null, credentials: null, is_disputed: false })
    expect(pending.purchased_at).toEqual(expect.any(Number))
    expect((await read(1006)).image_urls.filter((url) => !url.startsWith('http'))).toEqual([
      expect.stringMatching(/^javascript:/),
      expect.stringMatching(/^data:/),
    ])
    expect((await read(1007)).status).toBe('refunded')
    expect((await read(1009)).parameters).toEqual({})
  })

  it.each(['999', '1041', 'abc', '10O1', '1001.5', '-1001'])('answers 404 for id %s', async (id) => {
    const { status, body } = await call(`/account-orders/${id}`)
    expect(status).toBe(404)
    expect(body).toEqual({ message: expect.any(String) })
  })
})

describe('PATCH /v2/account-orders/:id/credentials', () => {
  it('stores the credentials, answers with the order, and the next GET shows them', async () => {
    const credentials = 'Login: new@example.com\nPassword: ✓ Ñandú 🌲\n\n  indented line  '
    const before = nowSeconds()
    const { status, body } = await patch(1005, { credentials })
    expect(status).toBe(200)
    const parsed = updateCredentialsResponseSchema.parse(body)
    expect(Object.keys(body).sort()).toEqual(['data', 'message', 'warning'])
    expect(parsed).toMatchObject({ message: 'Credentials updated.', warning: null })
    expect(parsed.data.credentials).toBe(credentials)
    expect(parsed.data.updated_at).toBeGreaterThanOrEqual(before)
    expect(parsed.data.updated_at).toBeLessThanOrEqual(nowSeconds())
    expect((await call('/account-orders/1005')).body.data.credentials).toBe(credentials)
  })

  it('warns when the order is already completed or refunded', async () => {
    expect((await patch(1003, { credentials: 'x' })).body.warning).toBe(
      'The order is already completed; the buyer is notified of the new credentials.',
    )
    expect((await patch(1007, { credentials: 'x' })).body.warning).toEqual(expect.stringContaining('refunded'))
    expect((await patch(1004, { credentials: 'x' })).body.warning).toBeNull()
  })

  it.each([
    ['missing', {}],
    ['null', { credentials: null }],
    ['a number', { credentials: 12345 }],
    ['an array', { credentials: ['a'] }],
    ['empty', { credentials: '' }],
    ['blank', { credentials: ' \n\t ' }],
  ])('answers 422 when the credentials are %s', async (_, json) => {
    const { status, body } = await patch(1001, json)
    expect(status).toBe(422)
    expect(body).toEqual({
      message: 'The credentials field is required.',
      errors: { credentials: ['The credentials field is required.'] },
    })
    expect(db.accountOrders.get(1001)?.credentials).toMatch(/^Login: frost/)
  })

  it('counts the 10000 characters in code points', async () => {
    expect((await patch(1001, { credentials: '🔑'.repeat(10000) })).status).toBe(200)
    const { status, body } = await patch(1001, { credentials: 'a'.repeat(10001) })
    expect(status).toBe(422)
    expect(body.errors.credentials).toEqual(['The credentials field must not be greater than 10000 characters.'])
    expect((await patch(1001, { credentials: '🔑'.repeat(10001) })).status).toBe(422)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const { status, body } = await call('/account-orders/1001/credentials', {
      method: 'PATCH',
      rawBody: '{"credentials": "x"',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(status).toBe(400)
    expect(body).toEqual({ message: expect.any(String) })
  })

  it('answers 404 for an unknown order', async () => {
    expect((await patch(4242, { credentials: 'x' })).status).toBe(404)
    expect((await patch('x', { credentials: 'x' })).status).toBe(404)
  })

  it('works through the app client', async () => {
    const client = createApiClient({ getToken: () => 'demo' })
    const result = await client.updateAccountOrderCredentials(1004, 'user: paimon\npass: emergency-food')
    expect(result).toMatchObject({ message: 'Credentials updated.', warning: null })
    expect((await client.getAccountOrder(1004)).credentials).toBe('user: paimon\npass: emergency-food')
  })
})
