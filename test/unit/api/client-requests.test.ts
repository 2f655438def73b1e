import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { giftCardOrderList, ListQuery } from '../../../src/api/lists'

/** Any values, as a caller could pass them at run time (null, empty text). */
type GiftCardOrderQuery = Partial<Record<string, string | number | null>>
import { specGiftCardOrder, specLinks, specMeta } from './fixtures'
import { answer, answerAll, failureOf, idOperations, makeClient } from './helpers'

const ORIGIN = 'http://localhost:3000'
const listBody = () => ({ data: [specGiftCardOrder()], meta: specMeta(), links: specLinks() })

describe('paths and methods', () => {
  it.each(idOperations)('$name sends $method to its path', async (op) => {
    const seen = answerAll(() => HttpResponse.json(op.ok()))
    await op.call(makeClient(), 42)
    expect(seen).toHaveLength(1)
    expect(seen[0]?.method).toBe(op.method)
    expect(seen[0]?.url.href).toBe(ORIGIN + op.path('42'))
  })

  it.each(idOperations)('$name takes the id as a number or a string alike', async (op) => {
    const seen = answerAll(() => HttpResponse.json(op.ok()))
    await op.call(makeClient(), 51007)
    await op.call(makeClient(), '51007')
    expect(seen.map((request) => request.url.href)).toEqual([ORIGIN + op.path('51007'), ORIGIN + op.path('51007')])
  })

  it('listGiftCardOrders sends GET /v2/gift-card-orders with no query string when there is no query', async () => {
    const seen = answerAll(() => HttpResponse.json(listBody()))
    await makeClient().listGiftCardOrders({})
    await makeClient().listGiftCardOrders()
    expect(seen.map((request) => [request.method, request.url.href])).toEqual([
      ['GET', `${ORIGIN}/v2/gift-card-orders`],
      ['GET', `${ORIGIN}/v2/gift-card-orders`],
    ])
  })
})

describe('path ids', () => {
  const hostileIds: [string, string][] = [
    ['1/../2', '1%2F..%2F2'],
    ['a b', 'a%20b'],
    ['?x', '%3Fx'],
    ['#top', '%23top'],
    ['../../v1/admin', '..%2F..%2Fv1%2Fadmin'],
    ['%2e%2e', '%252e%252e'],
    ['https://evil.example/x', 'https%3A%2F%2Fevil.example%2Fx'],
    ['12;role=admin', '12%3Brole%3Dadmin'],
  ]

  describe.each(idOperations)('$name', (op) => {
    it.each(hostileIds)('keeps %j inside one path segment', async (id, encoded) => {
      const seen = answerAll(() => HttpResponse.json(op.ok()))
      await op.call(makeClient(), id)
      expect(seen).toHaveLength(1)
      const url = seen[0]!.url
      expect(url.origin).toBe(ORIGIN)
      expect(url.pathname).toBe(op.path(encoded))
      expect(url.search).toBe('')
      expect(url.hash).toBe('')
    })

    it.each(['..', '.', '', '   '])('refuses the id %j without sending anything', async (id) => {
      const seen = answerAll(() => HttpResponse.json(op.ok()))
      const error = await failureOf(op.call(makeClient(), id))
      expect(error.kind).toBe('invalid_request')
      expect(error.status).toBe(0)
      expect(seen).toHaveLength(0)
    })
  })
})

describe('gift card order query', () => {
  const filters = [
    ['search', '51007', 'filter[search]'],
    ['gift_card_id', '301,302', 'filter[gift_card_id]'],
    ['gift_card_offer_id', '4410', 'filter[gift_card_offer_id]'],
    ['region_id', '2,5', 'filter[region_id]'],
    ['brand_id', '17', 'filter[brand_id]'],
    ['buyer_id', '80412', 'filter[buyer_id]'],
    ['status', 'in_delivery', 'filter[status]'],
    ['created_at', '2024-06-01,2024-06-30', 'filter[created_at]'],
    ['updated_at', '2024-06-03', 'filter[updated_at]'],
    ['completed_at', '2024-06-01,2024-06-02', 'filter[completed_at]'],
    ['refunded_at', '2024-07-01', 'filter[refunded_at]'],
    ['sort', '-unit_price', 'sort'],
    ['per_page', '50', 'per_page'],
    ['page', '3', 'page'],
  ] as const

  async function sentParams(query: GiftCardOrderQuery) {
    const seen = answer('get', '*/v2/gift-card-orders', () => HttpResponse.json(listBody()))
    await makeClient().listGiftCardOrders(query as ListQuery<typeof giftCardOrderList>)
    expect(seen).toHaveLength(1)
    expect(seen[0]!.url.pathname).toBe('/v2/gift-card-orders')
    return [...seen[0]!.url.searchParams.entries()]
  }

  it.each(filters)('sends %s as %j', async (key, value, name) => {
    expect(await sentParams({ [key]: value })).toEqual([[name, value]])
  })

  it('sends every key at once, each under its own name and once', async () => {
    const query = Object.fromEntries(filters.map(([key, value]) => [key, value])) as GiftCardOrderQuery
    const params = await sentParams(query)
    expect(params.sort()).toEqual(filters.map(([, value, name]) => [name, value]).sort())
  })

  it('writes the brackets of filter names percent-encoded, as a form would', async () => {
    const seen = answer('get', '*/v2/gift-card-orders', () => HttpResponse.json(listBody()))
    await makeClient().listGiftCardOrders({ status: 'pending', per_page: 15 })
    expect(seen[0]!.url.search).toBe('?filter%5Bstatus%5D=pending&per_page=15')
  })

  it('leaves out keys that are empty, null or undefined', async () => {
    const empty: GiftCardOrderQuery = {}
    for (const [index, [key]] of filters.entries()) {
      empty[key] = [undefined, null, ''][index % 3]
    }
    expect(await sentParams(empty)).toEqual([])
    expect(await sentParams({ ...empty, brand_id: '17', page: null })).toEqual([['filter[brand_id]', '17']])
  })

  it('sends numbers as decimal text, zero included', async () => {
    const params = await sentParams({ gift_card_id: 301, region_id: 0, buyer_id: 80412, per_page: 50, page: 2 })
    expect(params.sort()).toEqual(
      [
        ['filter[gift_card_id]', '301'],
        ['filter[region_id]', '0'],
        ['filter[buyer_id]', '80412'],
        ['per_page', '50'],
        ['page', '2'],
      ].sort(),
    )
  })

  it('encodes values so that none can add a parameter or cut the URL', async () => {
    const params = await sentParams({ search: '5&page=9#x', status: 'pending&filter[buyer_id]=1' })
    expect(params.sort()).toEqual(
      [
        ['filter[search]', '5&page=9#x'],
        ['filter[status]', 'pending&filter[buyer_id]=1'],
      ].sort(),
    )
  })
})
