import { describe, expect, it } from 'vitest'
import { call } from './request'

const OPERATIONS: [string, string, unknown?][] = [
  ['GET', '/account-orders/1001'],
  ['PATCH', '/account-orders/1001/credentials', { credentials: 'x' }],
  ['POST', '/order-disputes/7001/accept', {}],
  ['GET', '/gift-card-orders'],
  ['GET', '/gift-card-orders/2999'],
  ['GET', '/currency-offers/3001/other-offers'],
  // Beyond the spec (api-notes).
  ['GET', '/account-orders'],
  ['GET', '/order-disputes'],
  ['GET', '/order-disputes/7001'],
  ['GET', '/currency-offers'],
  ['GET', '/currency-offers/3001'],
  ['GET', '/payments/balance'],
]

describe.each(OPERATIONS)('%s %s', (method, path, json) => {
  it('answers 401 without a token', async () => {
    const { status, body } = await call(path, { method, json, token: null })
    expect(status).toBe(401)
    expect(body).toEqual({ message: 'Unauthenticated.' })
  })

  it.each(['nope', 'demox', 'Demo', 'xdemo-1', ''])('answers 401 for the token "%s"', async (token) => {
    expect((await call(path, { method, json, token })).status).toBe(401)
  })

  it('answers 401 for another scheme', async () => {
    const { status } = await call(path, { method, json, token: null, headers: { Authorization: 'Basic demo' } })
    expect(status).toBe(401)
  })

  it.each(['demo', 'demo-', 'demo-seller-42'])('accepts the token "%s"', async (token) => {
    expect((await call(path, { method, json, token })).status).toBe(200)
  })

  it('checks the token before the id', async () => {
    const unknown = path.replace(/\d+/, '424242')
    expect((await call(unknown, { method, json, token: 'bad' })).status).toBe(401)
  })
})

it('answers 404 in the API shape for a path the API does not have', async () => {
  const { status, body } = await call('/payments/history')
  expect(status).toBe(404)
  expect(body).toEqual({ message: expect.any(String) })
})
