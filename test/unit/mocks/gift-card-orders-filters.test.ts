import { describe, expect, it } from 'vitest'
import { db } from '../../../src/mocks/db'
import { buildGiftCardOrder } from '../../../src/mocks/factories'
import type { GiftCardOrderRecord } from '../../../src/mocks/types'
import { call, listAll, query } from './request'

const orders = () => [...db.giftCardOrders.values()]
const idsWhere = (predicate: (order: GiftCardOrderRecord) => boolean) =>
  orders().filter(predicate).map((order) => order.id).sort((a, b) => a - b)
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)
const utcDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000

/** The most common values first, so a filter picks a value that several orders share. */
function commonValues(read: (order: GiftCardOrderRecord) => number): number[] {
  const counts = new Map<number, number>()
  for (const order of orders()) counts.set(read(order), (counts.get(read(order)) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1]).map(([value]) => value)
}

const ID_FILTERS: [string, (order: GiftCardOrderRecord) => number][] = [
  ['gift_card_id', (order) => order.gift_card_id],
  ['gift_card_offer_id', (order) => order.gift_card_offer_id],
  ['region_id', (order) => order.region_id],
  ['brand_id', (order) => order.brand_id],
  ['buyer_id', (order) => order.buyer.id],
]

describe.each(ID_FILTERS)('filter[%s]', (name, read) => {
  it('matches one id exactly', async () => {
    const [value] = commonValues(read)
    const expected = idsWhere((order) => read(order) === value)
    expect(expected.length).toBeGreaterThan(1)
    expect(sorted((await listAll({ [`filter[${name}]`]: String(value) })).ids)).toEqual(expected)
  })

  it('matches any id of a comma list (spaces and unknown ids allowed)', async () => {
    const [first, second] = commonValues(read)
    const expected = idsWhere((order) => read(order) === first || read(order) === second)
    const { ids } = await listAll({ [`filter[${name}]`]: `${first}, ${second},987654,abc` })
    expect(sorted(ids)).toEqual(expected)
    expect(expected.length).toBeLessThan(orders().length)
  })

  it('matches nothing for an id no order has', async () => {
    expect((await listAll({ [`filter[${name}]`]: '987654' })).ids).toEqual([])
  })
})

describe('filter[status]', () => {
  it.each(['pending', 'in_delivery', 'delivered', 'refunded'])('%s', async (status) => {
    const expected = idsWhere((order) => order.status === status)
    expect(expected.length).toBeGreaterThan(0)
    expect(sorted((await listAll({ 'filter[status]': status })).ids)).toEqual(expected)
  })

  it('answers 422 for another value', async () => {
    const { status, body } = await call(`/gift-card-orders${query({ 'filter[status]': 'shipped' })}`)
    expect(status).toBe(422)
    expect(body).toEqual({
      message: 'The selected filter.status is invalid.',
      errors: { 'filter.status': ['The selected filter.status is invalid.'] },
    })
  })

  it('combines with other filters', async () => {
    const [brand] = commonValues((order) => order.brand_id)
    const expected = idsWhere((order) => order.status === 'delivered' && order.brand_id === brand)
    const { ids } = await listAll({ 'filter[status]': 'delivered', 'filter[brand_id]': String(brand) })
    expect(sorted(ids)).toEqual(expected)
  })
})

/** The seed's gift card order ids: 2800 to 2999. */
const SEEDED_IDS = Array.from({ length: 200 }, (_, index) => 2800 + index)

describe('filter[search]', () => {
  it.each([
    ['2999', [2999]],
    ['99', [2899, 2990, 2991, 2992, 2993, 2994, 2995, 2996, 2997, 2998, 2999]],
    ['280', [2800, 2801, 2802, 2803, 2804, 2805, 2806, 2807, 2808, 2809]],
    ['7', SEEDED_IDS.filter((id) => String(id).includes('7'))],
    ['12345', []],
    ['abc', []],
    ['29a', []],
    ['-2999', []],
  ])('"%s"', async (search, expected) => {
    expect(sorted((await listAll({ 'filter[search]': search })).ids)).toEqual(sorted(expected))
  })

  it('is ignored when empty', async () => {
    expect((await listAll({ 'filter[search]': '' })).ids).toHaveLength(orders().length)
  })
})

const DATE_FIELDS = ['created_at', 'updated_at', 'completed_at', 'refunded_at'] as const

describe.each(DATE_FIELDS)('filter[%s]', (field) => {
  const withField = () => orders().filter((order) => order[field] !== null)

  it('matches one UTC day', async () => {
    const day = utcDay((withField()[3] as GiftCardOrderRecord)[field] as number)
    const expected = idsWhere((order) => order[field] !== null && utcDay(order[field]) === day)
    expect(expected.length).toBeGreaterThan(0)
    expect(sorted((await listAll({ [`filter[${field}]`]: day })).ids)).toEqual(expected)
  })

  it('matches an inclusive range of UTC days', async () => {
    const times = withField().map((order) => order[field] as number).sort((a, b) => a - b)
    const from = utcDay(times[Math.floor(times.length / 4)] as number)
    const to = utcDay(times[Math.floor(times.length / 2)] as number)
    const expected = idsWhere((order) => order[field] !== null && utcDay(order[field]) >= from && utcDay(order[field]) <= to)
    expect(expected.length).toBeGreaterThan(1)
    expect(expected.length).toBeLessThan(withField().length)
    expect(sorted((await listAll({ [`filter[${field}]`]: `${from},${to}` })).ids)).toEqual(expected)
  })

  it('includes the first and the last second of the days', async () => {
    const start = dayStart('2025-06-10')
    const inside = [start, start + 86399, start + 86400 + 86399]
    const outside = [start - 1, start + 2 * 86400]
    ;[...inside, ...outside].forEach((at, index) => {
      const order = buildGiftCardOrder({ id: 3500 + index, created_at: at, updated_at: at, completed_at: at, refunded_at: at })
      db.giftCardOrders.set(order.id, order)
    })
    expect(sorted((await listAll({ [`filter[${field}]`]: '2025-06-10' })).ids)).toEqual([3500, 3501])
    expect(sorted((await listAll({ [`filter[${field}]`]: '2025-06-10,2025-06-11' })).ids)).toEqual([3500, 3501, 3502])
  })

  it.each(['2026-13-01', '2026-02-30', '20260101', '2026-1-5', 'yesterday', '2026-01-01,', '2026-01-01,2026-01-02,2026-01-03', '2026-01-05,2026-01-01'])(
    'answers 422 for "%s"',
    async (value) => {
      const { status, body } = await call(`/gift-card-orders${query({ [`filter[${field}]`]: value })}`)
      expect(status).toBe(422)
      expect(typeof body.message).toBe('string')
      expect(body.errors[`filter.${field}`]).toEqual([expect.any(String)])
    },
  )
})

it('never matches a null time', async () => {
  const day = utcDay(orders().find((order) => order.status === 'pending')?.created_at as number)
  const { ids } = await listAll({ 'filter[completed_at]': day, 'filter[status]': 'pending' })
  expect(ids).toEqual([])
})
