import { describe, expect, it } from 'vitest'
import { PAYOUT_STATUSES } from '../../../src/api/lists'
import { db } from '../../../src/mocks/db'
import { SELLER_BALANCE_CENTS, WAREHOUSE_BALANCE_CENTS, seedLedger } from '../../../src/mocks/seed-payments'
import { formatCents, sumDecimals } from '../../../src/mocks/values'
import { call, query, type ListPage } from './request'

describe('the seeded ledger', () => {
  it('adds up: each balance after is the one before plus the amount, ending at the balance the seller has', () => {
    const payments = [...db.payments.values()].sort((a, b) => a.created_at - b.created_at || a.id - b.id)
    expect(payments.length).toBeGreaterThan(500)
    for (const warehouse of [false, true]) {
      const lines = payments.filter((payment) => payment.is_warehouse === warehouse)
      for (const [index, line] of lines.entries()) {
        const before = lines[index - 1]
        if (before) expect(sumDecimals([before.balance_after_eur ?? '', line.amount_eur]), `payment ${line.id}`).toBe(line.balance_after_eur)
      }
      expect(lines.at(-1)?.balance_after_eur).toBe(formatCents(warehouse ? WAREHOUSE_BALANCE_CENTS : SELLER_BALANCE_CENTS))
    }
    expect(new Set(payments.map((payment) => payment.type))).toEqual(new Set(['sale', 'refund', 'fine', 'bonus', 'payout']))
  })

  it('has payouts in each known status and one the dashboard does not know', () => {
    const statuses = new Set([...db.payouts.values()].map((payout) => payout.status))
    for (const status of PAYOUT_STATUSES) expect(statuses).toContain(status)
    expect(statuses).toContain('on_hold')
  })

  it('makes the bench ledger of 20 000 payments, the same on every run', () => {
    const now = Date.UTC(2026, 10, 20) / 1000
    const [a, b] = [seedLedger(now, 20_000), seedLedger(now, 20_000)]
    expect(a.payments).toHaveLength(20_000)
    expect(a.payments.at(-1)).toEqual(b.payments.at(-1))
    expect(a.payments.at(-1)?.balance_after_eur).toBe(formatCents(SELLER_BALANCE_CENTS))
  })
})

describe('GET /v2/payments', () => {
  it('lists newest first, filters fines, and refuses an unknown type as the live service does', async () => {
    const { body } = await call<ListPage>(`/payments${query({ per_page: 50 })}`)
    const dates = body.data.map((payment) => payment.created_at as number)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const fines = await call<ListPage>(`/payments${query({ 'filter[is_fine]': 1, per_page: 50 })}`)
    expect(fines.body.data.length).toBeGreaterThan(0)
    expect(fines.body.data.every((payment) => payment.type === 'fine')).toBe(true)
    expect((await call(`/payments${query({ 'filter[type]': 'gift' })}`)).status).toBe(422)
  })

  it('answers the whole balance under data', async () => {
    const { body } = await call('/payments/balance')
    expect(body.data).toMatchObject({ balance_eur: '1284.56', warehouse_balance_eur: '243.10', store_credit_eur: '15.00', gb_coins: 420 })
  })
})
