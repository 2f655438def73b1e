import { describe, expect, it } from 'vitest'
import {
  acceptDisputeResponseSchema,
  accountOrderResponseSchema,
  disputeCaseSchema,
  giftCardOrderListResponseSchema,
  giftCardOrderResponseSchema,
  otherOffersResponseSchema,
} from '../api/strict-readers'
import { db, resetDb } from '../../../src/mocks/db'
import { SEED_NOW, createSeed } from '../../../src/mocks/seed'
import { call } from './request'

const cents = (amount: string) => {
  expect(amount).toMatch(/^\d+\.\d{2}$/)
  return Number(amount.replace('.', ''))
}

describe('every seeded record parses with the API schemas', () => {
  it('account orders 1001 to 1040', async () => {
    expect([...db.accountOrders.keys()].sort()).toEqual(Array.from({ length: 40 }, (_, index) => 1001 + index))
    for (const id of db.accountOrders.keys()) {
      const { status, body } = await call(`/account-orders/${id}`)
      expect(status).toBe(200)
      const parsed = accountOrderResponseSchema.safeParse(body)
      expect(parsed.error, `account order ${id}`).toBeUndefined()
    }
  })

  it('gift card orders, in the list and in the detail (with keys)', async () => {
    for (let page = 1; page <= 4; page++) {
      const { status, body } = await call(`/gift-card-orders?per_page=50&page=${page}`)
      expect(status).toBe(200)
      expect(giftCardOrderListResponseSchema.safeParse(body).error).toBeUndefined()
    }
    for (const id of db.giftCardOrders.keys()) {
      const { body } = await call(`/gift-card-orders/${id}`)
      const parsed = giftCardOrderResponseSchema.safeParse(body)
      expect(parsed.error, `gift card order ${id}`).toBeUndefined()
    }
  })

  it('other offers of 3001 to 3006', async () => {
    for (const id of [3001, 3002, 3003, 3004, 3005, 3006]) {
      const { status, body } = await call(`/currency-offers/${id}/other-offers`)
      expect(status).toBe(200)
      expect(otherOffersResponseSchema.safeParse(body).error, `offer ${id}`).toBeUndefined()
    }
  })

  it('dispute cases, as stored and as the accept operation returns them', async () => {
    for (const dispute of db.disputeCases.values()) {
      expect(disputeCaseSchema.safeParse(JSON.parse(JSON.stringify(dispute))).error).toBeUndefined()
    }
    for (const id of [7001, 7002, 7004]) {
      const { status, body } = await call(`/order-disputes/${id}/accept`, { method: 'POST', json: {} })
      expect(status).toBe(200)
      expect(acceptDisputeResponseSchema.safeParse(body).error, `dispute ${id}`).toBeUndefined()
    }
  })
})

describe('the seed', () => {
  it('is the same on every reset', () => {
    const now = 1_800_000_000
    expect(createSeed(now)).toEqual(createSeed(now))
    const firstOrders = JSON.stringify([...db.giftCardOrders.values()])
    resetDb(Date.now() + 86_400_000)
    expect(JSON.stringify([...db.giftCardOrders.values()])).toBe(firstOrders)
  })

  it('places account orders and dispute deadlines relative to the real clock at reset', () => {
    const now = Math.floor(Date.now() / 1000)
    for (const order of db.accountOrders.values()) {
      expect(order.created_at).toBeLessThanOrEqual(now)
      expect(order.created_at).toBeGreaterThan(now - 60 * 86400)
    }
    for (const id of [7001, 7002]) expect(db.disputeCases.get(id)?.seller_response_due_at).toBeGreaterThan(now)
  })

  it('has at least 150 gift card orders from 2800 to 2999, varied over a year', () => {
    const orders = [...db.giftCardOrders.values()]
    expect(orders.length).toBeGreaterThanOrEqual(150)
    expect(orders.map((order) => order.id).sort()).toEqual(Array.from({ length: 200 }, (_, index) => 2800 + index))
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(['pending', 'in_delivery', 'delivered', 'refunded']))
    expect(new Set(orders.map((order) => order.buyer.id)).size).toBeGreaterThan(20)
    expect(new Set(orders.map((order) => order.brand_id)).size).toBeGreaterThan(8)
    expect(new Set(orders.map((order) => order.region_id)).size).toBeGreaterThan(5)
    expect(new Set(orders.map((order) => order.gift_card_id)).size).toBeGreaterThan(10)
    expect(new Set(orders.map((order) => order.gift_card_offer_id)).size).toBeGreaterThan(10)
    const created = orders.map((order) => order.created_at)
    expect(Math.max(...created)).toBeLessThan(SEED_NOW)
    expect(Math.min(...created)).toBeGreaterThanOrEqual(SEED_NOW - 366 * 86400)
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(300 * 86400)
  })

  it('keeps prices exact and event times consistent with the status', () => {
    for (const order of db.giftCardOrders.values()) {
      expect(cents(order.price_eur)).toBe(cents(order.unit_price_eur) * order.quantity)
      expect(cents(order.price_usd)).toBe(cents(order.unit_price_usd) * order.quantity)
      cents(order.face_value_amount)
      expect(order.title).toMatch(/^.+ \d+ [A-Z]{3} \(.+\)$/)
      expect(order.completed_at !== null).toBe(order.status === 'delivered')
      expect(order.refunded_at !== null).toBe(order.status === 'refunded')
      expect(order.updated_at).toBeGreaterThanOrEqual(order.created_at)
      for (const at of [order.completed_at, order.refunded_at]) if (at !== null) expect(at).toBeGreaterThanOrEqual(order.created_at)
    }
  })

  it('gives every delivered order one key per unit, and order 2999 exactly 1000', async () => {
    const started = performance.now()
    const { body } = await call('/gift-card-orders/2999')
    expect(performance.now() - started).toBeLessThan(1000)
    const order = giftCardOrderResponseSchema.parse(body).data
    expect(order).toMatchObject({ status: 'delivered', quantity: 1000, title: 'Steam Wallet 20 EUR (EU)' })
    expect(order.keys).toHaveLength(1000)
    expect(new Set(order.keys.map((key) => key.id)).size).toBe(1000)
    expect(order.keys[0]).toMatchObject({ gift_card_order_id: 2999, type: { name: 'Code', value: 'text' } })
    expect(order.keys.every((key) => /^[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/.test(key.key))).toBe(true)
    expect(order.keys.some((key) => key.revealed_at === null)).toBe(true)
    expect(order.keys.some((key) => key.revealed_at !== null)).toBe(true)

    const delivered = [...db.giftCardOrders.values()].filter((o) => o.status === 'delivered' && o.id !== 2999).slice(0, 10)
    for (const { id, quantity } of delivered) {
      const detail = giftCardOrderResponseSchema.parse((await call(`/gift-card-orders/${id}`)).body).data
      expect(detail.keys).toHaveLength(quantity)
    }
    const pending = [...db.giftCardOrders.values()].find((o) => o.status === 'pending')
    const detail = giftCardOrderResponseSchema.parse((await call(`/gift-card-orders/${pending?.id}`)).body).data
    expect(detail.keys).toEqual([])
  })
})
