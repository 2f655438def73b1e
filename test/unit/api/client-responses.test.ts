import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  liveAccountOrder,
  liveDisputeCase,
  liveListPage,
  liveOtherOffer,
  olderDisputeCase,
  specAccountOrder,
  specDisputeCase,
  specGiftCardOrder,
  specLinks,
  specMeta,
  specOtherOffer,
} from './fixtures'
import { answer, answerAll, makeClient } from './helpers'
import { plain } from './strict-readers'

describe('getAccountOrder', () => {
  it('returns the order of a spec-shaped answer, the data member', async () => {
    answer('get', '*/v2/account-orders/:id', () => HttpResponse.json({ data: specAccountOrder() }))
    const order = await makeClient().getAccountOrder(48213)
    expect(plain(order)).toEqual({
      ...specAccountOrder(),
      delivery_time: { ...specAccountOrder().delivery_time, unit: null },
      status: null,
    })
  })

  it('reads the live shape: nulls, status, delivery unit, parameters [] and unknown fields', async () => {
    answer('get', '*/v2/account-orders/:id', () => HttpResponse.json({ data: liveAccountOrder(), server_time: 1717 }))
    const order = await makeClient().getAccountOrder(48213)
    expect(order).toMatchObject({
      status: 'in_delivery',
      rating: null,
      dispute_case_id: null,
      credentials: null,
      delivery_instructions: null,
      completed_at: null,
      refunded_at: null,
      parameters: {},
      delivery_time: { duration: 30, unit: 'minutes', format: '30 min', format_long: '30 minutes', seconds: 1800 },
    })
    expect(order).not.toHaveProperty('seller_note')
    expect(order.game).toEqual({ id: 12, name: 'Valorant', slug: 'valorant' })
    expect(order.buyer).toEqual({ id: 77031, username: 'nightowl_88' })
  })

  it('reads money sent as an object or a number into the same decimal string', async () => {
    answer('get', '*/v2/account-orders/:id', () =>
      HttpResponse.json({
        data: {
          ...specAccountOrder(),
          price: { amount: 12.5, format: '€12.50', currency: { code: 'EUR', symbol: '€' } },
          price_usd: 13.57,
        },
      }),
    )
    const order = await makeClient().getAccountOrder(48213)
    expect(order.price).toBe('12.50')
    expect(order.price_usd).toBe('13.57')
  })
})

describe('updateAccountOrderCredentials', () => {
  const path = '*/v2/account-orders/:id/credentials'

  it('returns order, message and warning', async () => {
    answer('patch', path, () =>
      HttpResponse.json({
        data: { ...specAccountOrder(), credentials: 'login: new' },
        message: 'Credentials updated.',
        warning: 'The buyer has already seen the old credentials.',
      }),
    )
    const result = await makeClient().updateAccountOrderCredentials(48213, 'login: new')
    expect(result.order.credentials).toBe('login: new')
    expect(result.message).toBe('Credentials updated.')
    expect(result.warning).toBe('The buyer has already seen the old credentials.')
    expect(Object.keys(result).sort()).toEqual(['message', 'order', 'requestId', 'warning'])
  })

  it('gives null for a message or warning that is null or left out', async () => {
    answer('patch', path, () => HttpResponse.json({ data: specAccountOrder(), warning: null }))
    const result = await makeClient().updateAccountOrderCredentials(48213, 'login: new')
    expect(result.message).toBeNull()
    expect(result.warning).toBeNull()
  })

  it('reads the order back after a 204, so the caller still gets it', async () => {
    const seen = answerAll((request) =>
      request.method === 'PATCH'
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json({ data: { ...specAccountOrder(), id: 48214 } }),
    )
    const result = await makeClient().updateAccountOrderCredentials(48214, 'login: new')
    expect(result).toEqual({ order: expect.objectContaining({ id: 48214 }), message: null, warning: null, requestId: null })
    expect(seen.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'PATCH /v2/account-orders/48214/credentials',
      'GET /v2/account-orders/48214',
    ])
  })
})

describe('acceptOrderDispute', () => {
  const path = '*/v2/order-disputes/:id/accept'

  it('returns the dispute and the message', async () => {
    answer('post', path, () => HttpResponse.json({ data: specDisputeCase(), message: 'The order was refunded.' }))
    const result = await makeClient().acceptOrderDispute(3301)
    expect(result.message).toBe('The order was refunded.')
    expect(plain(result.dispute)).toMatchObject(specDisputeCase())
    expect(result.dispute?.dispute_timing_hours).toBeNull()
  })

  it('reads the live case: status, reason, event type, nulls, payload []', async () => {
    answer('post', path, () => HttpResponse.json({ data: liveDisputeCase() }))
    const { dispute, message } = await makeClient().acceptOrderDispute(3301)
    expect(message).toBeNull()
    expect(plain(dispute)).toMatchObject({
      status: 'waiting_for_seller',
      reason: 'credentials_not_working',
      preferred_resolution: 'refund',
      outcome: null,
      closure_reason: null,
      orderable_type: 'account_order',
      locked_at: null,
      closed_at: null,
    })
    expect(dispute?.events?.records[0]).toMatchObject({ type: 'dispute_created', payload: {}, actor_username: null })
  })

  it('reads an older case that has only dispute_timing_hours', async () => {
    answer('post', path, () => HttpResponse.json({ data: olderDisputeCase(), message: null }))
    const { dispute } = await makeClient().acceptOrderDispute(3301)
    expect(dispute).toMatchObject({ dispute_timing_hours: 72, seller_response_hours: null, buyer_response_hours: null })
  })

  it('succeeds with a null dispute on 204', async () => {
    answer('post', path, () => new HttpResponse(null, { status: 204 }))
    expect(await makeClient().acceptOrderDispute(3301)).toEqual({ dispute: null, message: null, requestId: null })
  })
})

describe('listGiftCardOrders', () => {
  it('returns orders, meta and links', async () => {
    const body = { data: [specGiftCardOrder(1), specGiftCardOrder(2)], meta: specMeta(), links: specLinks() }
    answer('get', '*/v2/gift-card-orders', () => HttpResponse.json(body))
    const page = await makeClient().listGiftCardOrders({ page: 2 })
    expect(Object.keys(page).sort()).toEqual(['leftOut', 'links', 'meta', 'records'])
    expect(page.records.map((order) => order.id)).toEqual([1, 2])
    expect(plain(page.records[0])).toMatchObject(specGiftCardOrder(1))
    expect(plain(page.meta)).toEqual({ ...specMeta(), path: null })
    expect(plain(page.links)).toEqual(specLinks())
  })

  it('reads the live page: meta.path, next null, money objects and numbers, key type.value, unknown fields', async () => {
    answer('get', '*/v2/gift-card-orders', () => HttpResponse.json(liveListPage()))
    const page = await makeClient().listGiftCardOrders()
    expect(page.meta.path).toBe('https://api.market.example/v2/gift-card-orders')
    expect(page.links.next).toBeNull()
    const order = page.records[0]!
    expect(order).toMatchObject({ status: 'delivered', refunded_at: null, unit_price_eur: '12.50', price_eur: '25.00' })
    expect(plain(order.keys?.records[0])).toEqual({
      id: 600101,
      gift_card_order_id: 51007,
      key: 'XXXX-7H2K-99QA-LM3P',
      type: { name: 'Code', value: 'text' },
      created_at: 1717400000,
      revealed_at: null,
    })
    expect(order).not.toHaveProperty('platform')
  })

  it('reads an empty page, where from and to are null', async () => {
    answer('get', '*/v2/gift-card-orders', () =>
      HttpResponse.json({
        data: [],
        meta: { current_page: 1, from: null, last_page: 1, per_page: 15, to: null, total: 0 },
        links: { first: 'https://api.market.example/v2/gift-card-orders?page=1', last: null, prev: null, next: null },
      }),
    )
    const page = await makeClient().listGiftCardOrders({ status: 'refunded' })
    expect(page.records).toEqual([])
    expect(page.meta).toMatchObject({ total: 0, from: null, to: null })
  })
})

describe('getGiftCardOrder', () => {
  it('returns the order, the data member', async () => {
    answer('get', '*/v2/gift-card-orders/:id', () => HttpResponse.json({ data: specGiftCardOrder() }))
    const order = await makeClient().getGiftCardOrder(51007)
    expect(plain(order)).toEqual({
      ...specGiftCardOrder(),
      keys: [{ ...specGiftCardOrder().keys[0], type: { name: 'Code', value: null } }],
      status: null,
    })
  })

  it('reads keys left out or null as not known (null), not as an empty list, and marks nothing unreadable', async () => {
    const { keys: _keys, ...withoutKeys } = specGiftCardOrder()
    answer('get', '*/v2/gift-card-orders/:id', () => HttpResponse.json({ data: withoutKeys }))
    const order = await makeClient().getGiftCardOrder(51007)
    expect(order.keys).toBeNull()
    expect(order.unreadable).not.toHaveProperty('keys')
    answer('get', '*/v2/gift-card-orders/:id', () => HttpResponse.json({ data: { ...withoutKeys, keys: null } }))
    expect((await makeClient().getGiftCardOrder(51007)).keys).toBeNull()
  })
})

describe('listOtherOffers', () => {
  it('returns the array of competing offers', async () => {
    answer('get', '*/v2/currency-offers/:id/other-offers', () =>
      HttpResponse.json({ data: [specOtherOffer(7001), liveOtherOffer(7002)] }),
    )
    const offers = plain((await makeClient().listOtherOffers(6999)).records) as { id: number; seller?: object }[]
    expect(Array.isArray(offers)).toBe(true)
    expect(offers.map((offer) => offer.id)).toEqual([7001, 7002])
    expect(offers[0]).toEqual({ ...specOtherOffer(7001), delivery_time: { ...specOtherOffer().delivery_time, unit: null } })
    expect(offers[1]).toMatchObject({
      delivery_method_data: {},
      price_eur: '0.79',
      price_usd: '0.92',
      base_currency: 'EUR',
      delivery_time: { unit: 'hours' },
      seller: { id: 5121, username: 'ironbank' },
    })
    expect(offers[1]?.seller).not.toHaveProperty('rating')
  })

  it('returns an empty array when no one else sells', async () => {
    answer('get', '*/v2/currency-offers/:id/other-offers', () => HttpResponse.json({ data: [] }))
    expect((await makeClient().listOtherOffers(6999)).records).toEqual([])
  })
})
