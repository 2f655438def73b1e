import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../../src/mocks/db'
import { call } from './request'

const offer = () => db.currencyOffers.get(3001)!

describe('PATCH /v2/currency-offers/{id}', () => {
  it('changes only the fields sent; the price as fixed-point text, in EUR per the offer unit', async () => {
    const before = { ...offer() }
    const { status, body } = await call('/currency-offers/3001', { method: 'PATCH', json: { price: '10.800000' } })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ id: 3001, price_eur: '10.80', price_usd: '11.664', stock: before.stock, min_quantity: before.min_quantity })
    expect(offer().price_eur).toBe('10.80')
    expect((await call('/currency-offers/3001', { method: 'PATCH', json: { stock: 0, min_quantity: 2 } })).body.data).toMatchObject({
      price_eur: '10.80',
      stock: 0,
      min_quantity: 2,
    })
  })

  it('refuses what the live service refuses, with Laravel messages, and changes nothing', async () => {
    const before = { ...offer() }
    const refused = [
      [{ price: '0.1234567' }, 'price', 'The price field must have 0-6 decimal places.'],
      [{ price: '1e-7' }, 'price', 'The price field must be a number.'],
      [{ stock: -1 }, 'stock', 'The stock field must be between 0 and 1000000000.'],
      [{ min_quantity: 0 }, 'min_quantity', 'The min quantity field must be between 1 and 1000000000.'],
      [{ stock: 1.5 }, 'stock', 'The stock field must be an integer.'],
    ] as const
    for (const [json, field, message] of refused) {
      const { status, body } = await call(`/currency-offers/${3002}`, { method: 'PATCH', json })
      expect(status).toBe(422)
      expect(body.errors).toEqual({ [field]: [message] })
    }
    expect(offer()).toEqual(before)
  })

  it('answers 404 for an offer that is not the seller’s and 401 without a token', async () => {
    expect((await call('/currency-offers/999', { method: 'PATCH', json: { stock: 1 } })).status).toBe(404)
    expect((await call('/currency-offers/3001', { method: 'PATCH', json: { stock: 1 }, token: null })).status).toBe(401)
  })
})

describe('list, draft, archive', () => {
  it('each answers the offer, a message, the action and the status before', async () => {
    const draft = await call('/currency-offers/3003/draft', { method: 'POST' })
    expect(draft.body).toMatchObject({ data: { id: 3003, status: 'draft' }, action: 'draft', previous_status: 'active' })
    expect(draft.body.message).toMatch(/no longer listed/)
    const list = await call('/currency-offers/3003/list', { method: 'POST' })
    expect(list.body).toMatchObject({ data: { status: 'listed' }, action: 'list', previous_status: 'draft' })
    const archive = await call('/currency-offers/3003/archive', { method: 'POST' })
    expect(archive.body).toMatchObject({ data: { status: 'archived' }, previous_status: 'listed' })
    expect((await call('/currency-offers/3003/list', { method: 'POST' })).status).toBe(409)
  })
})

describe('the per-offer write limit', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))

  it('5 writes a minute, 10 an hour: then 429 with Retry-After, and the offer is not changed', async () => {
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'))
    for (let i = 1; i <= 5; i++) {
      expect((await call('/currency-offers/3004', { method: 'PATCH', json: { stock: i } })).status).toBe(200)
    }
    const response = await fetch('http://localhost:3000/v2/currency-offers/3004', {
      method: 'PATCH',
      headers: { Authorization: 'Bearer demo', 'Content-Type': 'application/json' },
      body: JSON.stringify({ stock: 99 }),
    })
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('60')
    expect(await response.json()).toMatchObject({ message: 'Too many requests' })
    expect(db.currencyOffers.get(3004)!.stock).toBe(5)
    // Another offer is not held back.
    expect((await call('/currency-offers/3005', { method: 'PATCH', json: { stock: 3 } })).status).toBe(200)
    vi.setSystemTime(new Date('2026-11-26T10:01:01Z'))
    for (let i = 6; i <= 10; i++) expect((await call('/currency-offers/3004/draft', { method: 'POST' })).status).toBe(200)
    vi.setSystemTime(new Date('2026-11-26T10:05:00Z'))
    expect((await call('/currency-offers/3004/list', { method: 'POST' })).status).toBe(429)
    vi.useRealTimers()
  })
})
