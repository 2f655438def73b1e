import { describe, expect, it } from 'vitest'
import { db } from '../../../src/mocks/db'
import { call, query, type ListPage } from './request'

describe('GET /v2/currency-offers/{id}/orders', () => {
  it('pages one offer’s orders, newest first, never with the buyer’s game details; searches by id', async () => {
    const first = await call<ListPage>('/currency-offers/3001/orders')
    expect(first.status).toBe(200)
    expect(first.body.meta).toMatchObject({ total: 18, per_page: 15, last_page: 2 })
    expect(first.body.data.every((order) => order.currency_offer_id === 3001 && !('credentials' in order))).toBe(true)
    const created = first.body.data.map((order) => order.created_at as number)
    expect(created).toEqual([...created].sort((a, b) => b - a))
    const found = await call<ListPage>(`/currency-offers/3001/orders${query({ 'filter[search]': '9005' })}`)
    expect(found.body.data.map((order) => order.id)).toEqual([9005])
    expect((await call('/currency-offers/999/orders')).status).toBe(404)
  })
})

describe('the order and POST /v2/currency-orders/{id}/complete', () => {
  it('sends the credentials on the order; completes a pending order once, then refuses with 409', async () => {
    const pending = [...db.currencyOrders.values()].find((order) => order.status === 'pending')!
    const order = await call(`/currency-orders/${pending.id}`)
    expect(order.body.data.credentials).toMatchObject({ character_name: expect.any(String), realm: expect.any(String) })
    const done = await call(`/currency-orders/${pending.id}/complete`, { method: 'POST' })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ data: { id: pending.id, status: 'completed' }, action: 'complete' })
    const again = await call(`/currency-orders/${pending.id}/complete`, { method: 'POST' })
    expect(again).toMatchObject({ status: 409, body: { message: 'This order has already been completed.' } })
  })
})
