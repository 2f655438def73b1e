import { describe, expect, it } from 'vitest'
import { db } from '../../../src/mocks/db'
import { call } from './request'

const offer = () => db.giftCardOffers.get(804)!

describe('the mock’s gift card offers', () => {
  it('lists the seller’s offers with their cards, and the catalog by brand', async () => {
    const { body } = await call('/gift-cards/offers?sort=id')
    expect(body.data.map((record: { id: number }) => record.id)).toEqual([800, 802, 803, 804, 805, 806])
    expect(body.data[0].gift_card).toMatchObject({ id: 100, title: 'Steam Wallet 20 EUR (EU)', region: { id: 1, name: 'Europe' } })
    const cards = (await call('/gift-cards?filter[brand_id]=11&filter[region_id]=3')).body.data
    expect(cards.map((card: { title: string }) => card.title)).toEqual(['Steam Wallet 10 GBP (UK)', 'Steam Wallet 20 GBP (UK)'])
    expect((await call('/gift-cards/brands')).body.data).toHaveLength(5)
  })

  it('adds keys in one request with their delivery ids, refuses a bad batch whole, and removes one key', async () => {
    const stock = offer().stock
    const refused = await call('/gift-cards/offers/804/stock', { method: 'POST', json: { keys: ['A-1', ' ', 'A-1', 'x'.repeat(256)] } })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({
      'keys.1': ['The keys.1 field is required.'],
      'keys.2': ['The keys.2 field has a duplicate value.'],
      'keys.3': ['The keys.3 field must not be greater than 255 characters.'],
    })
    expect(offer().stock).toBe(stock)
    const added = await call('/gift-cards/offers/804/stock', { method: 'POST', json: { keys: ['A-1', 'B-2'] } })
    expect(added.body).toMatchObject({ message: '2 keys added to stock.', data: [{ id: 60001 }, { id: 60002 }] })
    expect(offer().stock).toBe(stock + 2)
    expect((await call('/gift-cards/offers/804/stock', { method: 'POST', json: { keys: ['B-2'] } })).body.errors).toEqual({
      'keys.0': ['The keys.0 key is already in stock.'],
    })
    expect((await call('/gift-cards/offers/804/stock/60001', { method: 'DELETE' })).status).toBe(200)
    expect(offer().stock).toBe(stock + 1)
    expect((await call('/gift-cards/offers/804/stock/60001', { method: 'DELETE' })).status).toBe(404)
  })

  it('lets only the price change, and counts each write against the offer’s limit', async () => {
    expect((await call('/gift-cards/offers/805', { method: 'PATCH', json: { price: 9.5, stock: 3 } })).body.errors).toEqual({
      stock: ['The stock field cannot be changed.'],
    })
    expect((await call('/gift-cards/offers/805', { method: 'PATCH', json: { price: '0.001' } })).body.errors).toEqual({
      price: ['The price field must have 0-2 decimal places.'],
    })
    expect((await call('/gift-cards/offers/805', { method: 'PATCH', json: { price: 9.5 } })).body.data.price_eur).toBe('9.50')
    const statuses = []
    for (let write = 0; write < 3; write++) statuses.push((await call('/gift-cards/offers/805', { method: 'PATCH', json: { price: 9.5 } })).status)
    expect(statuses).toEqual([200, 200, 429])
  })
})
