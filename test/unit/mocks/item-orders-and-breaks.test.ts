import { describe, expect, it } from 'vitest'
import { db } from '../../../src/mocks/db'
import { ITEM_ORDER_COMPLETED, ITEM_ORDER_NOT_COMPLETABLE } from '../../../src/mocks/handlers/item-orders'
import { BREAK_ALREADY_ON, COMMENT_TOO_LONG } from '../../../src/mocks/handlers/seller-breaks'
import { call, query, type ListPage } from './request'

describe('the mock backend’s item orders', () => {
  it('holds orders in each status, of several games, and conversations', () => {
    const orders = [...db.itemOrders.values()]
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(['pending', 'in_delivery', 'completed', 'refunded']))
    expect(new Set(orders.map((order) => order.game.id)).size).toBeGreaterThan(2)
    expect(orders.every((order) => order.item_offer_id >= 5001 && order.item_offer_id <= 5012)).toBe(true)
    expect([...db.itemOrderMessages.keys()]).toEqual([5101, 5102, 5103])
  })

  it('lists them with filter[search|id|buyer_id|status], sort and pages; an offer’s orders by its id', async () => {
    const first = await call<ListPage>('/item-orders')
    expect(first.body.meta).toMatchObject({ total: 24, per_page: 15, last_page: 2 })
    const pending = await call<ListPage>(`/item-orders${query({ 'filter[status]': 'pending', sort: 'created_at' })}`)
    expect(pending.body.data.every((order) => order.status === 'pending')).toBe(true)
    const created = pending.body.data.map((order) => order.created_at as number)
    expect(created).toEqual([...created].sort((a, b) => a - b))
    expect((await call<ListPage>(`/item-orders${query({ 'filter[id]': '5101,5102' })}`)).body.data).toHaveLength(2)
    const buyer = db.itemOrders.get(5101)!.buyer.id
    const byBuyer = await call<ListPage>(`/item-orders${query({ 'filter[buyer_id]': buyer })}`)
    expect(byBuyer.body.data.every((order) => (order.buyer as { id: number }).id === buyer)).toBe(true)
    expect((await call<ListPage>('/item-offers/5001/orders')).body.meta).toMatchObject({ total: 16 })
    expect((await call<ListPage>('/item-offers/5012/orders')).body.data).toHaveLength(0)
  })

  it('completes a pending order once and refuses a completed one; the per-order write limit holds', async () => {
    const done = await call('/item-orders/5101/complete', { method: 'POST' })
    expect(done).toMatchObject({ status: 200, body: { data: { id: 5101, status: 'completed' }, message: ITEM_ORDER_COMPLETED } })
    const again = await call('/item-orders/5101/complete', { method: 'POST' })
    expect(again).toMatchObject({ status: 422, body: { message: ITEM_ORDER_NOT_COMPLETABLE } })
    for (let index = 0; index < 3; index++) await call('/item-orders/5101/complete', { method: 'POST' })
    expect((await call('/item-orders/5101/complete', { method: 'POST' })).status).toBe(429)
    expect((await call('/item-orders/9999/complete', { method: 'POST' })).status).toBe(404)
  })

  it('answers and takes messages as on account orders', async () => {
    expect((await call('/item-orders/5101/messages')).body.data).toHaveLength(2)
    const sent = await call('/item-orders/5101/messages', { method: 'POST', json: { message: 'On my way.' } })
    expect(sent).toMatchObject({ status: 201, body: { data: { text: 'On my way.' } } })
    expect((await call('/item-orders/5103/messages', { method: 'POST', json: { message: 'Hi' } })).status).toBe(422)
  })
})

describe('the mock backend’s breaks', () => {
  it('starts one break at a time, checks mode and comment, lists the history newest first and ends it', async () => {
    expect((await call('/seller-breaks/start', { method: 'POST', json: { mode: 'holiday' } })).status).toBe(422)
    const long = await call('/seller-breaks/start', { method: 'POST', json: { mode: 'disable_all', comment: '😀'.repeat(5001) } })
    expect(long).toMatchObject({ status: 422, body: { errors: { comment: [COMMENT_TOO_LONG] } } })
    const started = await call('/seller-breaks/start', { method: 'POST', json: { mode: 'disable_all', comment: '😀'.repeat(5000) } })
    expect(started.status).toBe(201)
    expect(started.body.data).toMatchObject({ ended_at: null })
    expect(started.body.data).not.toHaveProperty('mode')
    const again = await call('/seller-breaks/start', { method: 'POST', json: { mode: 'disable_all' } })
    expect(again).toMatchObject({ status: 409, body: { message: BREAK_ALREADY_ON } })
    const history = await call<ListPage>('/seller-breaks')
    expect(history.body.data[0]).toMatchObject({ id: started.body.data.id, mode: 'disable_all', ended_at: null })
    const ended = await call(`/seller-breaks/${started.body.data.id}/end`, { method: 'POST' })
    expect(ended.body.data.ended_at).toEqual(expect.any(Number))
    expect((await call(`/seller-breaks/${started.body.data.id}/end`, { method: 'POST' })).status).toBe(409)
  })
})
