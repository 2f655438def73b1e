import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { accountOrderList, giftCardOrderList } from '../../../src/api/lists'
import { specDisputeCase } from './fixtures'
import { answer, failureOf, makeClient } from './helpers'

const page = (data: unknown[], total: number) => ({
  data,
  meta: { current_page: 1, from: 1, last_page: total, per_page: 1, to: 1, total },
  links: { first: null, last: null, prev: null, next: null },
})

describe('dispute cases, counts and the balance', () => {
  it('reads one dispute case field by field', async () => {
    answer('get', '*/v2/order-disputes/:id', () =>
      HttpResponse.json({ data: { ...specDisputeCase(), status: 'waiting_for_seller', active_due_at: 'soon' } }),
    )
    const dispute = await makeClient().getOrderDispute(7001)
    expect(dispute.id).toBe(specDisputeCase().id)
    expect(dispute.status).toBe('waiting_for_seller')
    expect(dispute.active_due_at).toBeNull()
    expect(dispute.unreadable).toEqual({ active_due_at: 'soon' })
  })

  it('lists dispute cases with the declared filters, sort and page, leaving out a case without an id', async () => {
    const seen = answer('get', '*/v2/order-disputes', () =>
      HttpResponse.json(page([specDisputeCase(), { ...specDisputeCase(), id: 'x' }], 2)),
    )
    const result = await makeClient().listOrderDisputes({ status: 'waiting_for_seller', id: [7001, 7002], sort: 'id', page: 2 })
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({
      'filter[id]': '7001,7002',
      'filter[status]': 'waiting_for_seller',
      sort: 'id',
      page: '2',
    })
    expect(result.records).toHaveLength(1)
    expect(result.leftOut).toBe(1)
    expect(result.meta.total).toBe(2)
  })

  it('counts a list with one one-record page, reading only meta.total', async () => {
    const seen = answer('get', '*/v2/account-orders', () => HttpResponse.json(page([{ credentials: 'secret' }], 42)))
    expect(await makeClient().countList(accountOrderList, { status: 'pending' })).toBe(42)
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({
      'filter[status]': 'pending',
      per_page: '1',
      page: '1',
    })
  })

  it('gives no count when the total cannot be read, and fails on an answer that is not a list', async () => {
    answer('get', '*/v2/gift-card-orders', () => HttpResponse.json({ ...page([], 0), meta: { total: 'many' } }))
    expect(await makeClient().countList(giftCardOrderList)).toBeNull()
    answer('get', '*/v2/gift-card-orders', () => HttpResponse.json([1, 2]))
    expect((await failureOf(makeClient().countList(giftCardOrderList))).kind).toBe('invalid_response')
  })

  it('reads the balance in every money form, and a server without it as a 404', async () => {
    answer('get', '*/v2/payments/balance', () =>
      HttpResponse.json({ data: { balance_eur: { amount: 1284.5, currency: { code: 'EUR' } }, balance_usd: '1387.32', more: 1 } }),
    )
    expect(await makeClient().getBalance()).toEqual({
      balance_eur: '1284.50',
      balance_usd: '1387.32',
      // The parts of the whole balance this server does not send are read as absent, not as unreadable.
      warehouse_balance_eur: null,
      warehouse_balance_usd: null,
      store_credit_eur: null,
      store_credit_usd: null,
      gb_coins: null,
      unreadable: {},
    })
    answer('get', '*/v2/payments/balance', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 }))
    expect((await failureOf(makeClient().getBalance())).status).toBe(404)
  })
})
