import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import { otherOffersResponseSchema } from '../api/strict-readers'
import { call } from './request'

async function offersOf(id: number) {
  const { status, body } = await call(`/currency-offers/${id}/other-offers`)
  expect(status).toBe(200)
  expect(Object.keys(body)).toEqual(['data'])
  return otherOffersResponseSchema.parse(body).data
}

const UNIT_SECONDS: Record<string, number> = { minutes: 60, hours: 3600, days: 86400 }

describe('GET /v2/currency-offers/:id/other-offers', () => {
  it('lists 30 to 40 varied competitors of 3001', async () => {
    const offers = await offersOf(3001)
    expect(offers.length).toBeGreaterThanOrEqual(30)
    expect(offers.length).toBeLessThanOrEqual(40)
    expect(new Set(offers.map((offer) => offer.seller.id)).size).toBeGreaterThan(10)
    expect(new Set(offers.map((offer) => offer.currency_unit.multiplier))).toEqual(new Set([1, 1000, 1_000_000]))
    expect(offers.some((offer) => offer.stock === 0)).toBe(true)
    expect(offers.some((offer) => offer.stock > 0)).toBe(true)
    expect(offers.every((offer) => offer.base_currency === 'EUR')).toBe(true)
    expect(offers.some((offer) => /^0\.0{3}\d+$/.test(offer.price_eur))).toBe(true)
    expect(new Set(offers.map((offer) => offer.delivery_time.unit))).toEqual(new Set(['minutes', 'hours', 'days']))
    expect(offers.some((offer) => offer.delivery_method_data.method === 'face_to_face')).toBe(true)
    expect(offers.some((offer) => offer.delivery_method_data.method === 'mail')).toBe(true)
  })

  it('gives consistent delivery times and unit names', async () => {
    for (const offer of [...(await offersOf(3001)), ...(await offersOf(3003))]) {
      const { duration, unit, seconds, format, format_long } = offer.delivery_time
      expect(seconds).toBe(duration * (UNIT_SECONDS[unit ?? ''] ?? Number.NaN))
      expect(format).toMatch(new RegExp(`^${duration} (min|h|d)$`))
      expect(format_long).toMatch(new RegExp(`^${duration} (minute|hour|day)s?$`))
      expect(offer.min_quantity).toBeGreaterThanOrEqual(1)
      const { name, multiplier } = offer.currency_unit
      expect(name.startsWith('1K') ? 1000 : name.startsWith('1M') ? 1_000_000 : name.startsWith('10M') ? 10_000_000 : 1).toBe(multiplier)
    }
  })

  it('prices units so that the price per base unit is comparable', async () => {
    const offers = await offersOf(3001)
    const perGold = offers.map((offer) => Number(offer.price_eur) / offer.currency_unit.multiplier)
    expect(Math.max(...perGold) / Math.min(...perGold)).toBeLessThan(3)
  })

  it('has no competitors for 3002 and exactly 500 for 3003', async () => {
    expect(await offersOf(3002)).toEqual([])
    const crowded = await offersOf(3003)
    expect(crowded).toHaveLength(500)
    expect(new Set(crowded.map((offer) => offer.id)).size).toBe(500)
  })

  it.each(['3099', '1', 'abc'])('answers 404 for offer %s', async (id) => {
    const { status, body } = await call(`/currency-offers/${id}/other-offers`)
    expect(status).toBe(404)
    expect(body).toEqual({ message: expect.any(String) })
  })

  it('works through the app client', async () => {
    const client = createApiClient({ getToken: () => 'demo-seller' })
    expect((await client.listOtherOffers(3002)).records).toEqual([])
  })
})
