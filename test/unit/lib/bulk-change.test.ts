import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/lib/api-error'
import { bulkItemKey, changeApplied, planBulk, type BulkOffer } from '../../../src/lib/bulk-change'
import { openJobProgress } from '../../../src/lib/job-progress'
import { sendOnce } from '../../../src/lib/send-once'

const RULE = { decimals: 2, min: '0.99' }
const OFFERS: BulkOffer[] = [
  { id: 1, title: 'A', price: '12.00', status: 'listed' },
  { id: 2, title: 'B', price: '1.00', status: 'draft' },
  { id: 3, title: 'C', price: null, status: null },
]

describe('a change planned for many offers', () => {
  it('gives each offer its price before and after, says which reach the minimum, and sends none that would not change', () => {
    expect(planBulk(OFFERS, { kind: 'price', change: { mode: 'lower-percent', value: '10' } }, RULE)).toEqual([
      { offerId: 1, title: 'A', before: '12.00', after: '10.80', clamped: false, skip: null },
      { offerId: 2, title: 'B', before: '1.00', after: '0.99', clamped: true, skip: null },
      { offerId: 3, title: 'C', before: null, after: null, clamped: false, skip: 'The price before is not known.' },
    ])
    expect(planBulk(OFFERS.slice(0, 1), { kind: 'price', change: { mode: 'set', value: '12' } }, RULE)[0]!.skip).toBe('The price is already this.')
  })

  it('gives the statuses before and after, leaves an offer already there, and keys each write by the job, the offer and the change', () => {
    const items = planBulk(OFFERS.slice(0, 2), { kind: 'draft' }, RULE)
    expect(items.map(({ before, after, skip }) => [before, after, skip])).toEqual([['listed', 'draft', null], ['draft', 'draft', 'Already a draft.']])
    const job = { id: 'bulk-x', change: { kind: 'price' as const, change: { mode: 'raise-percent' as const, value: '5' } } }
    expect(bulkItemKey(job, { offerId: 7, title: null, before: '12.00', after: '12.60', clamped: false, skip: null })).toBe('bulk-x|offer 7|price→12.60')
    expect(bulkItemKey({ id: 'bulk-y', change: { kind: 'draft' } }, items[0]!)).toBe('bulk-y|offer 1|draft')
  })

  it('reads an offer back as applied, not applied, or not known', () => {
    const [item] = planBulk(OFFERS.slice(0, 1), { kind: 'price', change: { mode: 'set', value: '12.6' } }, RULE)
    const price = { kind: 'price' as const, change: { mode: 'set' as const, value: '12.6' } }
    expect(changeApplied(price, item!, { price: '12.600000', status: 'listed' })).toBe(true)
    expect(changeApplied(price, item!, { price: '12.00', status: 'listed' })).toBe(false)
    expect(changeApplied(price, item!, { price: null, status: 'listed' })).toBeNull()
    expect(changeApplied({ kind: 'delete' }, item!, 'gone')).toBe(true)
  })

  it('refuses a write the offer’s own limit holds back, and lets the job go on', async () => {
    const progress = await openJobProgress('')
    const held = new ApiError({ kind: 'invalid_request', status: 429, message: 'This offer was changed as often as the marketplace allows.', retryAfterSeconds: 3000 })
    expect(await sendOnce('k1', progress, () => Promise.reject(held))).toEqual({ kind: 'refused', reason: 'This offer was changed as often as the marketplace allows.' })
  })
})
