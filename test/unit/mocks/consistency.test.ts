import { describe, expect, it } from 'vitest'
import {
  CURRENCY_OFFER_STATUSES,
  DISPUTE_STATUSES,
  ORDER_STATUSES,
  accountOrderList,
  currencyOfferList,
  giftCardOrderList,
  orderDisputeList,
} from '../../../src/api/lists'
import { db } from '../../../src/mocks/db'
import { call, query, type ListPage } from './request'

const total = async (path: string, params: Record<string, string | number> = {}) => {
  const { status, body } = await call<ListPage>(`${path.replace('/v2', '')}${query({ ...params, per_page: 1 })}`)
  expect(status).toBe(200)
  return body.meta.total as number
}

describe('disputed orders and their cases', () => {
  it('gives every disputed order its case, which points back to the order and its buyer', () => {
    const disputed = [...db.accountOrders.values()].filter((order) => order.is_disputed)
    expect(disputed.length).toBe(8)
    for (const order of disputed) {
      const dispute = db.disputeCases.get(order.dispute_case_id ?? -1)
      expect(dispute, `order ${order.id}`).toBeDefined()
      expect(dispute).toMatchObject({ orderable_id: order.id, orderable_type: 'account_order', buyer_id: order.buyer.id })
      expect(dispute?.created_at).toBeGreaterThanOrEqual(order.completed_at ?? order.purchased_at ?? 0)
    }
  })

  it('gives every case an order that names it', () => {
    for (const dispute of db.disputeCases.values()) {
      const order = db.accountOrders.get(dispute.orderable_id)
      expect(order, `case ${dispute.id}`).toMatchObject({ is_disputed: true, dispute_case_id: dispute.id })
    }
  })

  it('leaves dispute_case_id null on every order without a dispute', () => {
    for (const order of db.accountOrders.values()) expect(order.dispute_case_id === null).toBe(!order.is_disputed)
  })
})

describe("a list's total per status equals what filtering yields", () => {
  const LISTS = [
    [giftCardOrderList.path, ORDER_STATUSES, () => [...db.giftCardOrders.values()]],
    [accountOrderList.path, ORDER_STATUSES, () => [...db.accountOrders.values()]],
    [orderDisputeList.path, DISPUTE_STATUSES, () => [...db.disputeCases.values()]],
    [currencyOfferList.path, CURRENCY_OFFER_STATUSES, () => [...db.currencyOffers.values()]],
  ] as const

  it.each(LISTS)('%s', async (path, statuses, records) => {
    const all = await total(path)
    expect(all).toBe(records().length)
    let sum = 0
    for (const status of statuses) {
      const count = await total(path, { 'filter[status]': status })
      expect(count, status).toBe(records().filter((record) => record.status === status).length)
      sum += count
    }
    expect(sum).toBe(all)
  })
})

describe('GET /v2/payments/balance', () => {
  it('answers decimal strings; pending_eur is the sum of the orders waiting for delivery', async () => {
    const { status, body } = await call('/payments/balance')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ balance_eur: '1284.56', balance_usd: '1387.32', pending_eur: expect.any(String) })
    const waiting = [...db.accountOrders.values()].filter((order) => order.status === 'pending' || order.status === 'in_delivery')
    const cents = waiting.reduce((sum, order) => sum + Number(order.price.replace('.', '')), 0)
    expect(body.data.pending_eur).toBe(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`)
  })

  it('follows the orders: a delivered order no longer counts', async () => {
    const before = (await call('/payments/balance')).body.data.pending_eur
    const order = db.accountOrders.get(1004)
    if (!order) throw new Error('order 1004 is seeded')
    expect(order.status).toBe('pending')
    order.status = 'delivered'
    const after = (await call('/payments/balance')).body.data.pending_eur
    expect(Number(before.replace('.', '')) - Number(after.replace('.', ''))).toBe(Number(order.price.replace('.', '')))
  })
})
