import { describe, expect, it } from 'vitest'
import {
  readCompletedItemOrder,
  readItemOrder,
  readItemOrderPage,
  readSellerBreakAnswer,
  readSellerBreakPage,
} from '../../../src/api/read/supply-readers'

const ORDER = {
  id: 5101,
  item_offer_id: 5001,
  game: { id: 1, name: 'World of Warcraft', slug: 'world-of-warcraft' },
  buyer: { id: 6001, username: 'pixelpaladin' },
  title: 'Reins of the Crimson Deathcharger',
  quantity: 2,
  parameters: [],
  status: 'pending',
  price_eur: '49.98',
  created_at: 1_764_000_000,
  updated_at: 1_764_000_000,
}
const META = { current_page: 1, last_page: 1, per_page: 15, total: 1 }

describe('the readers of item orders and breaks', () => {
  it('reads an item order field by field: a field that does not fit is marked and the order kept', () => {
    const order = readItemOrder({ data: { ...ORDER, quantity: 'two', status: 'waiting_for_pickup' } }, 200)
    expect(order).toMatchObject({ id: 5101, title: 'Reins of the Crimson Deathcharger', quantity: null, status: 'waiting_for_pickup' })
    expect(order.unreadable).toEqual({ quantity: 'two' })
    expect(() => readItemOrder({ data: { ...ORDER, id: 'x' } }, 200)).toThrow('data has no readable id')
  })

  it('reads a page, leaving out records without an id, and the answer of Mark completed with its message', () => {
    const page = readItemOrderPage({ data: [ORDER, { title: 'no id' }], meta: META, links: {} }, 200)
    expect(page.records.map((order) => order.id)).toEqual([5101])
    expect(page.leftOut).toBe(1)
    expect(page.meta.total).toBe(1)
    const done = readCompletedItemOrder({ data: { ...ORDER, status: 'completed' }, message: 'Done.', action: 'complete' }, 200)
    expect(done).toMatchObject({ order: { status: 'completed' }, message: 'Done.' })
    expect(() => readItemOrderPage({ data: 'nope' }, 200)).toThrow('data is not a list')
  })

  it('reads breaks: the start’s answer without a mode, the history with one', () => {
    const started = readSellerBreakAnswer({ data: { id: 304, comment: null, started_at: '2026-11-28T01:00:00Z', ended_at: null } }, 201)
    expect(started).toMatchObject({ sellerBreak: { id: 304, mode: null, ended_at: null, started_at: Date.UTC(2026, 10, 28, 1) / 1000 }, message: null })
    const history = readSellerBreakPage({ data: [{ id: 301, mode: 'disable_all', started_at: 1, ended_at: 2 }], meta: META, links: {} }, 200)
    expect(history.records[0]).toMatchObject({ id: 301, mode: 'disable_all', ended_at: 2 })
  })
})
