import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../../src/mocks/db'
import { startPriceWar } from '../../../src/mocks/price-war'
import { call } from './request'

afterEach(() => vi.useRealTimers())

interface Listed {
  price_eur: string
  seller: { username: string }
  currency_unit: { multiplier: number }
}

/** The competitor's offer, as the competing offers answer lists it. */
const warrior = async () => {
  const { body } = await call('/currency-offers/3001/other-offers')
  return (body as { data: Listed[] }).data.find((offer) => offer.seller.username === 'PriceWarrior')
}

describe('the demo’s price war', () => {
  it('has a competitor undercut the seller’s offer every minute, following the offer’s price', async () => {
    vi.useFakeTimers()
    const stop = startPriceWar(3001)
    const own = db.currencyOffers.get(3001)!
    const first = await warrior()
    expect(first?.currency_unit.multiplier).toBe(own.currency_unit.multiplier)
    expect(Number(first?.price_eur)).toBeLessThan(Number(own.price_eur))

    await call('/currency-offers/3001', { method: 'PATCH', json: { price: '0.100000' } })
    vi.advanceTimersByTime(60_000)
    expect((await warrior())?.price_eur).toBe('0.099500')
    stop()
  })
})
