import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { Payment } from '../../../src/api/records/payment'
import { summarize } from '../../../src/features/payments/figures'
import { syncLedger, type SyncProgress } from '../../../src/features/payments/sync'
import { openLedgerCopy } from '../../../src/lib/ledger-copy'
import { deleteLedgerCopy } from '../../../src/lib/ledger-database'
import { sumDecimals } from '../../../src/lib/decimal'

const DAY = 86_400
const NOW = Date.UTC(2026, 10, 20, 12) / 1000

/** A payment every six hours for 400 days, 1.10 EUR each, as the list reader gives it. */
const payment = (index: number): Payment => ({
  id: index + 1,
  type: 'sale',
  note: null,
  order_type: null,
  order_id: null,
  amount_eur: '1.10',
  amount_usd: '1.19',
  balance_after_eur: null,
  balance_after_usd: null,
  is_fine: false,
  is_warehouse: false,
  created_at: NOW - 400 * DAY + index * 6 * 3600,
  updated_at: null,
  unreadable: {},
})

/** The API's pages of `payments` for a `created_at` range, newest first, 50 a page. */
function server(payments: Payment[]) {
  const requests: string[] = []
  const fetchPage = async ({ created_at, page }: { created_at: string; page: number }) => {
    requests.push(`${created_at}#${page}`)
    const [from = '', to = ''] = created_at.split(',')
    const [start, end] = [Date.parse(`${from}T00:00:00Z`) / 1000, Date.parse(`${to}T00:00:00Z`) / 1000 + DAY]
    const matching = payments.filter((p) => (p.created_at ?? 0) >= start && (p.created_at ?? 0) < end).reverse()
    return { records: matching.slice((page - 1) * 50, page * 50), meta: { last_page: Math.max(1, Math.ceil(matching.length / 50)) } }
  }
  return { requests, fetchPage }
}

describe('the local copy of the ledger', () => {
  it('reads a year the first time, with progress; later only from the newest day held; sums equal the server', async () => {
    const all = Array.from({ length: 1600 }, (_, i) => payment(i)).filter((p) => (p.created_at ?? 0) <= NOW)
    const copy = await openLedgerCopy<Payment>('sync-test', { create: true })
    if (!copy) throw new Error('no IndexedDB')
    const first = server(all.filter((p) => (p.created_at ?? 0) <= NOW - DAY))
    const progress: SyncProgress[] = []
    const signal = new AbortController().signal
    const state = await syncLedger({ copy, now: NOW - DAY, signal, onProgress: (p) => progress.push(p), fetchPage: first.fetchPage })
    expect(first.requests.length).toBeGreaterThan(20)
    expect(progress.at(-1)).toEqual({ page: first.requests.length, lastPage: first.requests.length, first: true })

    const later = server(all)
    const next = await syncLedger({ copy, now: NOW, signal, onProgress: () => undefined, fetchPage: later.fetchPage })
    expect(later.requests.length).toBeLessThanOrEqual(2)
    expect(next.syncedAt).toBeGreaterThanOrEqual(state.syncedAt)

    const range = { from: (Math.floor(NOW / DAY) - 364) * DAY * 1000, to: Math.floor(NOW / DAY) * DAY * 1000 }
    const held = await copy.between(range.from / 1000, range.to / 1000 + DAY - 1)
    const expected = all.filter((p) => (p.created_at ?? 0) * 1000 >= range.from)
    expect(summarize(held, range, 'month').eur.net).toBe(sumDecimals(expected.map((p) => p.amount_eur ?? '0')))
    copy.close()
  })

  it('is deleted at sign-out, and a read does not bring it back', async () => {
    const copy = await openLedgerCopy<Payment>('gone', { create: true })
    copy?.close()
    deleteLedgerCopy('gone')
    expect(await openLedgerCopy<Payment>('gone')).toBeNull()
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain('seller-dashboard.shop.gone.ledger')
  })
})
