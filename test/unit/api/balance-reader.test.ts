import { describe, expect, it } from 'vitest'
import { readBalance } from '../../../src/api/read/responses'

const FOUR = {
  balance_eur: '10.50',
  balance_usd: '11.34',
  warehouse_balance_eur: '2.00',
  warehouse_balance_usd: '2.16',
  store_credit_eur: '1.00',
  store_credit_usd: '1.08',
  gb_coins: 42,
}

describe('the whole balance', () => {
  it('is read under data or at the top level, as the documentation shows it', () => {
    const fromData = readBalance({ data: FOUR }, 200)
    const fromTop = readBalance({ message: 'Balance retrieved', ...FOUR }, 200)
    expect(fromTop).toEqual(fromData)
    expect(fromTop).toMatchObject({ ...FOUR, unreadable: {} })
  })

  it('keeps the fields it can read and marks the one it cannot', () => {
    const balance = readBalance({ ...FOUR, gb_coins: 'many' }, 200)
    expect(balance.balance_eur).toBe('10.50')
    expect(balance.unreadable).toEqual({ gb_coins: 'many' })
  })
})
