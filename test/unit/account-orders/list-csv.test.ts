import { describe, expect, it } from 'vitest'
import { readRecord } from '../../../src/api/read/record'
import { accountOrderListItemShape } from '../../../src/api/records/account-order'
import { ACCOUNT_ORDER_CSV } from '../../../src/features/account-orders/list/export-account-orders'
import { toCsv } from '../../../src/lib/csv'
import { store } from '../../../src/mocks/db'

describe('account orders CSV', () => {
  it('has no credentials column, and no credentials even when the server sent them in the list', () => {
    const seeded = [...store().accountOrders.values()][0]!
    const raw = { ...seeded, id: 4242, credentials: 'user: bob / pass: SECRET-PASS-991' }
    const order = readRecord(accountOrderListItemShape, raw)!
    expect(order).not.toHaveProperty('credentials')
    const csv = toCsv(ACCOUNT_ORDER_CSV, [order])
    const columns = Object.keys(ACCOUNT_ORDER_CSV)
    expect(columns).not.toContain('credentials')
    expect(csv).not.toContain('SECRET-PASS')
    expect(csv.split('\r\n')[0]).toBe(columns.join(','))
    expect(csv.split('\r\n')[1]).toMatch(/^4242,/)
  })
})
