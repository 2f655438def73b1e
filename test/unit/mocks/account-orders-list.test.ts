import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from '../../../src/api/lists'
import { db } from '../../../src/mocks/db'
import type { AccountOrderRecord } from '../../../src/mocks/types'
import { ascendingIds, idsWhere, scaled, sortedIds, utcDay } from './expect-list'
import { call, listAll, query, type ListPage } from './request'

const PATH = '/account-orders'
const orders = () => [...db.accountOrders.values()]
const where = (predicate: (order: AccountOrderRecord) => boolean) => idsWhere(orders(), predicate)
const ids = async (params: Record<string, string | number>) => ascendingIds((await listAll(params, PATH)).ids)
const invalid = async (params: Record<string, string | number>) => {
  const { status, body } = await call(`${PATH}${query(params)}`)
  expect(status).toBe(422)
  expect(typeof body.message).toBe('string')
  return body.errors as Record<string, string[]>
}

describe('GET /v2/account-orders', () => {
  it('pages through all 40 orders, last updated first, 15 a page', async () => {
    const { status, body } = await call<ListPage>(PATH)
    expect(status).toBe(200)
    expect(body.data).toHaveLength(15)
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 3, per_page: 15, total: 40 })
    const all = await listAll({}, PATH)
    expect(all.ids).toEqual(sortedIds(orders(), (order) => order.updated_at, true))
  })

  it('lists the same records the detail shows', async () => {
    const { body } = await call<ListPage>(`${PATH}?per_page=50`)
    for (const record of body.data) expect((await call(`${PATH}/${record.id}`)).body.data).toEqual(record)
  })

  it('has orders waiting for delivery in the seed', () => {
    expect(where((order) => order.status === 'pending').length).toBeGreaterThanOrEqual(3)
    expect(where((order) => order.status === 'in_delivery').length).toBeGreaterThanOrEqual(3)
  })
})

describe('filters', () => {
  it.each([
    ['10', (order: AccountOrderRecord) => String(order.id).includes('10') || order.title.includes('10')],
    ['FORTNITE', (order: AccountOrderRecord) => order.title.toLowerCase().includes('fortnite')],
    ['1004', (order: AccountOrderRecord) => order.id === 1004],
  ])('search "%s" matches the id or the title', async (search, predicate) => {
    const expected = where(predicate)
    expect(expected.length).toBeGreaterThan(0)
    expect(await ids({ 'filter[search]': search })).toEqual(expected)
  })

  it('search for text no order has matches nothing', async () => {
    expect(await ids({ 'filter[search]': 'no such title' })).toEqual([])
  })

  it.each([
    ['id', (order: AccountOrderRecord) => order.id],
    ['account_id', (order: AccountOrderRecord) => order.account_offer_id],
    ['game_id', (order: AccountOrderRecord) => order.game.id],
    ['buyer_id', (order: AccountOrderRecord) => order.buyer.id],
  ])('filter[%s] matches any id of a comma list', async (name, read) => {
    const [first, second] = [read(db.accountOrders.get(1001) as AccountOrderRecord), read(db.accountOrders.get(1020) as AccountOrderRecord)]
    const expected = where((order) => read(order) === first || read(order) === second)
    expect(await ids({ [`filter[${name}]`]: `${first}, ${second},abc` })).toEqual(expected)
    expect(await ids({ [`filter[${name}]`]: '987654' })).toEqual([])
  })

  it.each(ORDER_STATUSES)('filter[status]=%s', async (status) => {
    const expected = where((order) => order.status === status)
    expect(expected.length).toBeGreaterThan(0)
    expect(await ids({ 'filter[status]': status })).toEqual(expected)
  })

  it('filter[is_manual_delivery] takes 1 or 0', async () => {
    const manual = await ids({ 'filter[is_manual_delivery]': '1' })
    const automatic = await ids({ 'filter[is_manual_delivery]': '0' })
    expect(manual).toEqual(where((order) => order.is_manual_delivery))
    expect(automatic).toEqual(where((order) => !order.is_manual_delivery))
    expect(manual.length).toBeGreaterThan(0)
    expect(automatic.length).toBeGreaterThan(0)
  })

  it.each(['created_at', 'updated_at', 'completed_at', 'refunded_at'] as const)('filter[%s] matches UTC days', async (field) => {
    const times = orders().map((order) => order[field]).filter((at) => at !== null).sort((a, b) => a - b)
    const [from, to] = [utcDay(times[0] as number), utcDay(times[Math.floor(times.length / 2)] as number)]
    const inRange = (at: number | null) => at !== null && utcDay(at) >= from && utcDay(at) <= to
    expect(await ids({ [`filter[${field}]`]: `${from},${to}` })).toEqual(where((order) => inRange(order[field])))
    expect(await ids({ [`filter[${field}]`]: from })).toEqual(where((order) => order[field] !== null && utcDay(order[field]) === from))
  })

  it('combines filters', async () => {
    const expected = where((order) => order.status === 'delivered' && order.game.id === 1)
    expect(await ids({ 'filter[status]': 'delivered', 'filter[game_id]': '1' })).toEqual(expected)
  })

  it.each([
    [{ 'filter[status]': 'shipped' }, 'filter.status'],
    [{ 'filter[is_manual_delivery]': 'yes' }, 'filter.is_manual_delivery'],
    [{ 'filter[is_manual_delivery]': 'true' }, 'filter.is_manual_delivery'],
    [{ 'filter[completed_at]': '2026-02-30' }, 'filter.completed_at'],
    [{ 'filter[created_at]': '2026-01-05,2026-01-01' }, 'filter.created_at'],
    [{ sort: 'quantity' }, 'sort'],
    [{ sort: '-unit_price' }, 'sort'],
    [{ per_page: 51 }, 'per_page'],
    [{ page: 0 }, 'page'],
  ])('answers 422 for %j', async (params, key) => {
    expect(Object.keys(await invalid(params))).toEqual([key])
  })
})

const SORTS: [string, (order: AccountOrderRecord) => number | null][] = [
  ['id', (order) => order.id],
  ['price', (order) => scaled(order.price)],
  ['delivery_time', (order) => order.delivery_time.seconds],
  ['created_at', (order) => order.created_at],
  ['updated_at', (order) => order.updated_at],
  ['completed_at', (order) => order.completed_at],
]

describe.each(SORTS)('sort by %s', (field, read) => {
  it.each([false, true])('descending: %s, across pages', async (descending) => {
    const { ids: listed, pages } = await listAll({ sort: descending ? `-${field}` : field, per_page: 15 }, PATH)
    expect(pages).toHaveLength(3)
    expect(listed).toEqual(sortedIds(orders(), read, descending))
  })
})
