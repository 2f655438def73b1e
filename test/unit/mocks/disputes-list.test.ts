import { describe, expect, it } from 'vitest'
import { DISPUTE_STATUSES } from '../../../src/api/lists'
import { db } from '../../../src/mocks/db'
import type { DisputeCaseRecord } from '../../../src/mocks/types'
import { ascendingIds, idsWhere, sortedIds } from './expect-list'
import { call, listAll, query, type ListPage } from './request'

const PATH = '/order-disputes'
const cases = () => [...db.disputeCases.values()]
const where = (predicate: (dispute: DisputeCaseRecord) => boolean) => idsWhere(cases(), predicate)
const ids = async (params: Record<string, string | number>) => ascendingIds((await listAll(params, PATH)).ids)
const nowSeconds = () => Math.floor(Date.now() / 1000)

describe('GET /v2/order-disputes', () => {
  it('lists every case, newest first', async () => {
    const { status, body } = await call<ListPage>(PATH)
    expect(status).toBe(200)
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, per_page: 15, total: 8 })
    expect(body.data.map((dispute) => dispute.id)).toEqual(sortedIds(cases(), (dispute) => dispute.created_at, true))
  })

  it('pages with per_page', async () => {
    const { body } = await call<ListPage>(`${PATH}${query({ per_page: 3, page: 3 })}`)
    expect(body.meta).toMatchObject({ current_page: 3, last_page: 3, from: 7, to: 8, total: 8 })
    expect((await listAll({ per_page: 3 }, PATH)).ids).toEqual(sortedIds(cases(), (dispute) => dispute.created_at, true))
  })

  it.each(DISPUTE_STATUSES)('filter[status]=%s', async (status) => {
    const expected = where((dispute) => dispute.status === status)
    expect(expected.length).toBeGreaterThan(0)
    expect(await ids({ 'filter[status]': status })).toEqual(expected)
  })

  it('filter[id] matches any id of a comma list', async () => {
    expect(await ids({ 'filter[id]': '7006, 7001,x,9999' })).toEqual([7001, 7006])
  })

  it.each(['id', 'created_at', 'updated_at'] as const)('sorts by %s both ways', async (field) => {
    expect((await listAll({ sort: field }, PATH)).ids).toEqual(sortedIds(cases(), (dispute) => dispute[field], false))
    expect((await listAll({ sort: `-${field}` }, PATH)).ids).toEqual(sortedIds(cases(), (dispute) => dispute[field], true))
  })

  it.each([
    [{ 'filter[status]': 'open' }, 'filter.status'],
    [{ 'filter[status]': 'waiting_for_marketplace' }, 'filter.status'],
    [{ sort: 'active_due_at' }, 'sort'],
    [{ per_page: 100 }, 'per_page'],
  ])('answers 422 for %j', async (params, key) => {
    const { status, body } = await call(`${PATH}${query(params)}`)
    expect(status).toBe(422)
    expect(Object.keys(body.errors)).toEqual([key])
  })
})

describe('the seeded cases', () => {
  it('has cases waiting for the seller with deadlines ahead, and one whose deadline passed', () => {
    const waiting = cases().filter((dispute) => dispute.status === 'waiting_for_seller')
    const ahead = waiting.filter((dispute) => (dispute.active_due_at ?? 0) > nowSeconds() && !dispute.is_active_deadline_expired)
    const expired = waiting.filter((dispute) => (dispute.active_due_at ?? Infinity) < nowSeconds() && dispute.is_active_deadline_expired)
    expect(ahead.map((dispute) => dispute.id).sort()).toEqual([7001, 7002, 7006])
    expect(expired.map((dispute) => dispute.id)).toEqual([7005])
  })

  it('gives every case a status, a reason, a preferred resolution and typed events', () => {
    for (const dispute of cases()) {
      expect(DISPUTE_STATUSES).toContain(dispute.status)
      expect(dispute.reason).toEqual(expect.any(String))
      expect(dispute.preferred_resolution).toEqual(expect.any(String))
      expect(dispute.events.length).toBeGreaterThan(0)
      expect(dispute.events[0]?.type).toBe('dispute_created')
      expect(dispute.closed_at !== null).toBe(dispute.status === 'closed')
    }
    const eventIds = cases().flatMap((dispute) => dispute.events.map((event) => event.id))
    expect(new Set(eventIds).size).toBe(eventIds.length)
  })
})

describe('GET /v2/order-disputes/:id', () => {
  it('answers { data: case }, the same case as the list', async () => {
    const { status, body } = await call('/order-disputes/7004')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['data'])
    expect(body.data).toEqual(JSON.parse(JSON.stringify(db.disputeCases.get(7004))))
    const listed = (await call<ListPage>(`${PATH}?filter[id]=7004`)).body.data[0]
    expect(listed).toEqual(body.data)
  })

  it.each(['7999', '1001', 'abc', '7001.0'])('answers 404 for %s', async (id) => {
    const { status, body } = await call(`/order-disputes/${id}`)
    expect(status).toBe(404)
    expect(body).toEqual({ message: expect.any(String) })
  })

  it('shows an accepted case in its new state, in the case and in the list', async () => {
    expect((await call('/order-disputes/7006/accept', { method: 'POST', json: {} })).status).toBe(200)
    const forwarded = (await call('/order-disputes/7006')).body.data
    expect(forwarded).toMatchObject({ status: 'under_review', active_due_at: null, closed_at: null })
    expect(forwarded.events.at(-1)).toMatchObject({ type: 'seller_accepted' })
    expect(await ids({ 'filter[status]': 'under_review' })).toContain(7006)
    expect(await ids({ 'filter[status]': 'waiting_for_seller' })).not.toContain(7006)

    expect((await call('/order-disputes/7005/accept', { method: 'POST', json: {} })).status).toBe(200)
    expect((await call('/order-disputes/7005')).body.data).toMatchObject({ status: 'closed', outcome: 'refunded' })
    expect(await ids({ 'filter[status]': 'closed' })).toContain(7005)
    expect((await call('/account-orders/1015')).body.data).toMatchObject({ status: 'refunded' })
    const lastUpdated = (await listAll({ sort: '-updated_at' }, PATH)).ids.slice(0, 2)
    expect(ascendingIds(lastUpdated)).toEqual([7005, 7006])
  })
})
