import { describe, expect, it } from 'vitest'
import { giftCardOrderListResponseSchema } from '../api/strict-readers'
import { call, listAll, query, type ListPage } from './request'

const PATH = 'http://localhost:3000/v2/gift-card-orders'
const TOTAL = 200

async function page(params: Record<string, string | number>) {
  const { status, body } = await call<ListPage>(`/gift-card-orders${query(params)}`)
  expect(status).toBe(200)
  giftCardOrderListResponseSchema.parse(body)
  return body
}

/** The query of a link, as a plain object. */
const linkQuery = (link: string | null) => (link === null ? null : Object.fromEntries(new URL(link).searchParams))

describe('per_page', () => {
  it('defaults to 15', async () => {
    const body = await page({})
    expect(body.data).toHaveLength(15)
    expect(body.meta).toEqual({ current_page: 1, from: 1, last_page: 14, per_page: 15, to: 15, total: TOTAL, path: PATH })
  })

  it.each([
    [1, 200],
    [50, 4],
    [7, 29],
  ])('per_page=%i gives %i pages', async (perPage, lastPage) => {
    const body = await page({ per_page: perPage })
    expect(body.data).toHaveLength(perPage)
    expect(body.meta).toMatchObject({ per_page: perPage, last_page: lastPage, from: 1, to: perPage, total: TOTAL })
  })

  it.each([
    ['0', 'The per page field must be at least 1.'],
    ['-3', 'The per page field must be at least 1.'],
    ['51', 'The per page field must not be greater than 50.'],
    ['1000', 'The per page field must not be greater than 50.'],
    ['abc', 'The per page field must be an integer.'],
    ['1.5', 'The per page field must be an integer.'],
    ['15x', 'The per page field must be an integer.'],
  ])('answers 422 for per_page=%s', async (perPage, message) => {
    const { status, body } = await call(`/gift-card-orders${query({ per_page: perPage })}`)
    expect(status).toBe(422)
    expect(body).toEqual({ message, errors: { per_page: [message] } })
  })

  it('reports every invalid parameter at once', async () => {
    const { status, body } = await call(`/gift-card-orders${query({ per_page: 0, sort: 'name', 'filter[status]': 'x' })}`)
    expect(status).toBe(422)
    expect(Object.keys(body.errors).sort()).toEqual(['filter.status', 'per_page', 'sort'])
    expect(body.message).toMatch(/\(and 2 more errors\)$/)
  })
})

describe('page', () => {
  it('pages through the same order without gaps or overlaps', async () => {
    const all = (await listAll({ per_page: 50 })).ids
    const second = await page({ per_page: 15, page: 2 })
    expect(second.data.map((order) => order.id)).toEqual(all.slice(15, 30))
    expect(second.meta).toMatchObject({ current_page: 2, from: 16, to: 30 })
    const byFifteen = (await listAll({ per_page: 15 })).ids
    expect(byFifteen).toEqual(all)
  })

  it('gives the last page its remainder and no next link', async () => {
    const body = await page({ per_page: 15, page: 14 })
    expect(body.data).toHaveLength(5)
    expect(body.meta).toMatchObject({ current_page: 14, from: 196, to: 200, last_page: 14, total: TOTAL })
    expect(linkQuery(body.links.prev)).toEqual({ per_page: '15', page: '13' })
    expect(body.links.next).toBeNull()
  })

  it('answers a page past the end with no orders and the right meta', async () => {
    const body = await page({ per_page: 50, page: 9 })
    expect(body.data).toEqual([])
    expect(body.meta).toEqual({ current_page: 9, from: null, last_page: 4, per_page: 50, to: null, total: TOTAL, path: PATH })
    expect(linkQuery(body.links.last)).toEqual({ per_page: '50', page: '4' })
    expect(linkQuery(body.links.prev)).toEqual({ per_page: '50', page: '8' })
    expect(body.links.next).toBeNull()
  })

  it.each(['0', '-1', 'two', '1.0'])('answers 422 for page=%s', async (value) => {
    const { status, body } = await call(`/gift-card-orders${query({ page: value })}`)
    expect(status).toBe(422)
    expect(body.errors.page).toEqual([expect.any(String)])
  })
})

describe('meta and links', () => {
  it('builds absolute links that keep the other parameters', async () => {
    const params = { 'filter[status]': 'delivered', sort: 'price', per_page: 10, page: 2 }
    const body = await page(params)
    const total = body.meta.total as number
    const lastPage = Math.ceil(total / 10)
    expect(body.meta).toMatchObject({ current_page: 2, last_page: lastPage, from: 11, to: 20, path: PATH })
    const rest = { 'filter[status]': 'delivered', sort: 'price', per_page: '10' }
    expect(linkQuery(body.links.first)).toEqual({ ...rest, page: '1' })
    expect(linkQuery(body.links.last)).toEqual({ ...rest, page: String(lastPage) })
    expect(linkQuery(body.links.prev)).toEqual({ ...rest, page: '1' })
    expect(linkQuery(body.links.next)).toEqual({ ...rest, page: '3' })
    for (const link of Object.values(body.links)) expect(link?.startsWith(`${PATH}?`)).toBe(true)
  })

  it('has no prev link on the first page', async () => {
    const body = await page({})
    expect(body.links.prev).toBeNull()
    expect(linkQuery(body.links.first)).toEqual({ page: '1' })
    expect(linkQuery(body.links.next)).toEqual({ page: '2' })
    expect(linkQuery(body.links.last)).toEqual({ page: '14' })
  })

  it('describes an empty result as Laravel does', async () => {
    const body = await page({ 'filter[search]': 'abc' })
    expect(body.data).toEqual([])
    expect(body.meta).toEqual({ current_page: 1, from: null, last_page: 1, per_page: 15, to: null, total: 0, path: PATH })
    expect(linkQuery(body.links.first)).toEqual({ 'filter[search]': 'abc', page: '1' })
    expect(linkQuery(body.links.last)).toEqual({ 'filter[search]': 'abc', page: '1' })
    expect(body.links.prev).toBeNull()
    expect(body.links.next).toBeNull()
  })

  it('builds links on the origin the request went to', async () => {
    const { body } = await call<ListPage>('https://api.example.test/v2/gift-card-orders?per_page=20')
    expect(body.meta.path).toBe('https://api.example.test/v2/gift-card-orders')
    expect(body.links.next).toBe('https://api.example.test/v2/gift-card-orders?per_page=20&page=2')
  })

  it('leaves the keys out of list items', async () => {
    const body = await page({ 'filter[search]': '2999' })
    expect(body.data).toHaveLength(1)
    expect(body.data[0]).not.toHaveProperty('keys')
  })
})
