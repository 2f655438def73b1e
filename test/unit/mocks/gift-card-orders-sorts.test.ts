import { describe, expect, it } from 'vitest'
import { db } from '../../../src/mocks/db'
import { buildGiftCardOrder } from '../../../src/mocks/factories'
import type { GiftCardOrderRecord } from '../../../src/mocks/types'
import { call, listAll, query } from './request'

/** Amounts with two decimals, as integer cents: exact, unlike parseFloat. */
const cents = (amount: string) => {
  const match = /^(\d+)\.(\d{2})$/.exec(amount)
  if (!match) throw new Error(`unexpected amount ${amount}`)
  return Number(match[1]) * 100 + Number(match[2])
}

type Read = (order: GiftCardOrderRecord) => number | null

const FIELDS: [string, Read][] = [
  ['id', (order) => order.id],
  ['unit_price', (order) => cents(order.unit_price_eur)],
  ['price', (order) => cents(order.price_eur)],
  ['quantity', (order) => order.quantity],
  ['created_at', (order) => order.created_at],
  ['updated_at', (order) => order.updated_at],
  ['completed_at', (order) => order.completed_at],
]

/** The spec's order: by the field, NULL first ascending (last descending), ties by id in the same direction. */
function expectedOrder(read: Read, descending: boolean): number[] {
  const ascending = [...db.giftCardOrders.values()].sort((a, b) => {
    const x = read(a)
    const y = read(b)
    if (x === y) return a.id - b.id
    if (x === null) return -1
    if (y === null) return 1
    return x - y
  })
  return (descending ? ascending.reverse() : ascending).map((order) => order.id)
}

describe.each(FIELDS)('sort by %s', (field, read) => {
  it.each([
    [field, false],
    [`-${field}`, true],
  ])('sort=%s orders the whole list, across pages', async (sort, descending) => {
    const { ids, pages } = await listAll({ sort })
    expect(pages).toHaveLength(4)
    expect(ids).toEqual(expectedOrder(read, descending))
  })
})

describe('sorting', () => {
  it('has ties to break in the seed, so the id tie-break is exercised', () => {
    for (const read of [(o: GiftCardOrderRecord) => o.created_at, (o: GiftCardOrderRecord) => o.quantity]) {
      const values = [...db.giftCardOrders.values()].map(read)
      expect(new Set(values).size).toBeLessThan(values.length)
    }
  })

  it('defaults to -created_at', async () => {
    const byDefault = await listAll()
    expect(byDefault.ids).toEqual((await listAll({ sort: '-created_at' })).ids)
    expect(byDefault.ids).toEqual(expectedOrder((order) => order.created_at, true))
  })

  it('puts orders without completed_at first ascending and last descending', async () => {
    const open = [...db.giftCardOrders.values()].filter((order) => order.completed_at === null).length
    expect(open).toBeGreaterThan(0)
    const ascending = (await listAll({ sort: 'completed_at' })).ids
    const descending = (await listAll({ sort: '-completed_at' })).ids
    const isOpen = (id: number) => db.giftCardOrders.get(id)?.completed_at === null
    expect(ascending.slice(0, open).every(isOpen)).toBe(true)
    expect(descending.slice(-open).every(isOpen)).toBe(true)
  })

  it('compares money as decimals, not as text or floats', async () => {
    db.giftCardOrders.clear()
    const amounts = ['100.00', '99.99', '9.99', '1000.10', '1000.01', '0.30']
    amounts.forEach((amount, index) => {
      const order = buildGiftCardOrder({ id: 4000 + index, unit_price_eur: amount, price_eur: amount, quantity: 1 })
      db.giftCardOrders.set(order.id, order)
    })
    const byAmount = [4005, 4002, 4001, 4000, 4004, 4003]
    expect((await listAll({ sort: 'price' })).ids).toEqual(byAmount)
    expect((await listAll({ sort: '-unit_price' })).ids).toEqual([...byAmount].reverse())
  })

  it('keeps the sort with filters', async () => {
    const { ids } = await listAll({ sort: 'price', 'filter[status]': 'delivered' })
    const expected = expectedOrder((order) => cents(order.price_eur), false).filter(
      (id) => db.giftCardOrders.get(id)?.status === 'delivered',
    )
    expect(ids).toEqual(expected)
  })

  it.each(['name', 'price_eur', '--id', 'ID', '-', '+id', 'id,-price'])('answers 422 for sort=%s', async (sort) => {
    const { status, body } = await call(`/gift-card-orders${query({ sort })}`)
    expect(status).toBe(422)
    expect(body.message).toMatch(/sort/)
    expect(body.errors.sort).toEqual([expect.stringContaining('The selected sort is invalid.')])
  })
})
