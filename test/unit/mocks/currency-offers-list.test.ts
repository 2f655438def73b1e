import { describe, expect, it } from 'vitest'
import { CURRENCY_OFFER_STATUSES } from '../../../src/api/lists'
import { db } from '../../../src/mocks/db'
import type { CurrencyOfferRecord } from '../../../src/mocks/types'
import { ascendingIds, idsWhere, scaled, sortedIds } from './expect-list'
import { call, listAll, query, type ListPage } from './request'

const PATH = '/currency-offers'
const offers = () => [...db.currencyOffers.values()]
const OWN_IDS = [3001, 3002, 3003, 3004, 3005, 3006]

describe('GET /v2/currency-offers', () => {
  it("lists the seller's own offers, last updated first, in the live shape", async () => {
    const { status, body } = await call<ListPage>(PATH)
    expect(status).toBe(200)
    expect(body.meta).toMatchObject({ total: OWN_IDS.length, per_page: 15, last_page: 1 })
    expect(body.data.map((offer) => offer.id)).toEqual(sortedIds(offers(), (offer) => offer.updated_at, true))
    for (const offer of body.data) {
      expect(Object.keys(offer).sort()).toEqual([
        'created_at', 'currency_unit', 'delivery_time', 'external_id', 'game', 'id', 'listed_at', 'min_quantity',
        'price_eur', 'price_usd', 'status', 'stock', 'title', 'updated_at', 'uuid', 'views',
      ])
      expect(offer.price_eur).toMatch(/^\d+\.\d{2,9}$/)
      expect(offer.price_usd).toMatch(/^\d+\.\d{2,9}$/)
    }
  })

  it.each(CURRENCY_OFFER_STATUSES)('filter[status]=%s', async (status) => {
    const expected = idsWhere(offers(), (offer) => offer.status === status)
    expect(expected.length).toBeGreaterThan(0)
    expect(ascendingIds((await listAll({ 'filter[status]': status }, PATH)).ids)).toEqual(expected)
  })

  it('keeps stock and status consistent', () => {
    for (const offer of offers()) expect(offer.stock === 0).toBe(offer.status === 'out_of_stock')
  })

  const SORTS: [string, (offer: CurrencyOfferRecord) => number][] = [
    ['id', (offer) => offer.id],
    ['price', (offer) => scaled(offer.price_eur)],
    ['stock', (offer) => offer.stock],
    ['created_at', (offer) => offer.created_at],
    ['updated_at', (offer) => offer.updated_at],
  ]
  it.each(SORTS)('sorts by %s both ways', async (field, read) => {
    expect((await listAll({ sort: field }, PATH)).ids).toEqual(sortedIds(offers(), read, false))
    expect((await listAll({ sort: `-${field}`, per_page: 2 }, PATH)).ids).toEqual(sortedIds(offers(), read, true))
  })

  it.each([
    [{ 'filter[status]': 'sold_out' }, 'filter.status'],
    [{ sort: 'quantity' }, 'sort'],
    [{ per_page: 'all' }, 'per_page'],
  ])('answers 422 for %j', async (params, key) => {
    const { status, body } = await call(`${PATH}${query(params)}`)
    expect(status).toBe(422)
    expect(Object.keys(body.errors)).toEqual([key])
  })
})

describe('GET /v2/currency-offers/:id', () => {
  it('answers { data: offer }, the same offer as the list', async () => {
    const { status, body } = await call('/currency-offers/3001')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['data'])
    expect(body.data).toMatchObject({ id: 3001, status: 'active', price_eur: '0.119', currency_unit: { multiplier: 1000 } })
    const listed = (await call<ListPage>(PATH)).body.data.find((offer) => offer.id === 3001)
    expect(listed).toEqual(body.data)
  })

  it.each(['3099', '310001', 'abc'])('answers 404 for %s', async (id) => {
    const { status, body } = await call(`/currency-offers/${id}`)
    expect(status).toBe(404)
    expect(body).toEqual({ message: expect.any(String) })
  })
})

describe('own offers and their competitors', () => {
  it('gives every own offer its seeded competitors (3002 has none)', async () => {
    expect(ascendingIds(offers().map((offer) => offer.id))).toEqual(OWN_IDS)
    for (const id of OWN_IDS) {
      const { status, body } = await call(`/currency-offers/${id}/other-offers`)
      expect(status, `offer ${id}`).toBe(200)
      expect(body.data.length > 0, `offer ${id}`).toBe(id !== 3002)
      expect(body.data.map((other: { id: number }) => other.id)).not.toContain(id)
    }
  })

  it('prices each own offer among competitors of its unit, neither cheapest nor dearest', async () => {
    for (const offer of offers().filter((own) => own.id !== 3002)) {
      const others = (await call(`/currency-offers/${offer.id}/other-offers`)).body.data as CurrencyOfferRecord[]
      const sameUnit = others.filter((other) => other.currency_unit.slug === offer.currency_unit.slug)
      const prices = sameUnit.map((other) => scaled(other.price_eur))
      expect(prices.length, `offer ${offer.id}`).toBeGreaterThan(1)
      expect(scaled(offer.price_eur)).toBeGreaterThan(Math.min(...prices))
      expect(scaled(offer.price_eur)).toBeLessThan(Math.max(...prices))
    }
  })
})
