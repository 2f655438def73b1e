import { describe, expect, it } from 'vitest'
import { buildListParams, PAYMENT_TYPES, paymentList } from '../../../src/api/lists'
import { toEntry, type Entry } from '../../../src/features/payments/entry'
import { copyFigures } from '../../../src/features/payments/figures-source'
import { db } from '../../../src/mocks/db'
import { choiceList } from '../../../src/lib/list-filter-values'
import { listSearchSchema } from '../../../src/lib/list-search'
import { call, type ListPage } from '../mocks/request'

describe('several payment types at once', () => {
  it('reads the URL value as the known types, in their order, each once; none known is no filter', () => {
    expect(choiceList('fine, sale', PAYMENT_TYPES)).toEqual(['sale', 'fine'])
    expect(choiceList('sale,sale,gift', PAYMENT_TYPES)).toEqual(['sale'])
    expect(choiceList(undefined, PAYMENT_TYPES)).toEqual([])
    const validate = (input: Record<string, unknown>) => listSearchSchema(paymentList).parse(input)
    expect(validate({ type: 'payout,fine' }).type).toBe('fine,payout')
    expect(validate({ type: 'gift' }).type).toBeUndefined()
    expect(validate({ type: 'bonus' }).type).toBe('bonus')
    expect(validate({ type: 'sale,gift,sale' }).type).toBe('sale')
  })

  it('sends them comma-separated in filter[type], and the mock answers only those types', async () => {
    const params = buildListParams(paymentList, { type: 'sale,fine', per_page: 50 })
    expect(params.get('filter[type]')).toBe('sale,fine')
    const { status, body } = await call<ListPage>(`/payments?${params}`)
    expect(status).toBe(200)
    const expected = [...db.payments.values()].filter((payment) => payment.type === 'sale' || payment.type === 'fine')
    expect(expected.some((payment) => payment.type === 'fine')).toBe(true)
    expect(body.meta.total).toBe(expected.length)
    expect(body.data.every((payment) => payment.type === 'sale' || payment.type === 'fine')).toBe(true)
    expect((await call(`/payments?filter[type]=sale,gift`)).status).toBe(422)
  })
})

describe('the figures from the local copy, filtered by several types', () => {
  it('count only the payments of the chosen types, as the list does', () => {
    const day = Date.UTC(2026, 10, 2) / 1000
    const line = (id: number, type: string, amount: string, is_fine = false) => ({ id, type, amount_eur: amount, amount_usd: amount, is_fine, created_at: day })
    const lines = [line(1, 'sale', '10.00'), line(2, 'fine', '-2.50', true), line(3, 'payout', '-5.00'), line(4, 'bonus', '1.25')]
    const entries = new Map(lines.map((l) => [l.id, toEntry(l) as Entry]))
    const state = { from: 0, newest: day, syncedAt: 1, complete: true }
    const range = { from: day * 1000, to: day * 1000 }
    const figures = copyFigures({ entries, version: 1 }, state, range, { type: 'sale,fine' }, 'day')
    expect(figures).toMatchObject({ count: 2, eur: { in: '10.00', out: '-2.50', fines: '-2.50', payouts: '0.00', net: '7.50' } })
    expect(copyFigures({ entries, version: 1 }, state, range, { type: 'payout', is_fine: 0 }, 'day').eur.net).toBe('-5.00')
    expect(copyFigures({ entries, version: 1 }, state, range, {}, 'day').eur.net).toBe('3.75')
  })
})
