import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Decimal, pricePer } from '../../../src/features/currency-offers/decimal'
import { suggestPrice } from '../../../src/features/currency-offers/repricing/rule'
import { defaultSettings, toRule } from '../../../src/features/currency-offers/repricing/settings'
import { offer, prepared } from './fixtures'

/** Offer 601 is priced per 1000 VP; the competitors quote any of these units. */
const MULTIPLIERS = [1, 100, 1000, 1_000_000] as const
const OWN_UNIT = 1000
const RUNS = { numRuns: 200 }

const vp = (multiplier: number) => ({
  slug: `valorant-points-${multiplier}`,
  currency_name: 'VP',
  name: multiplier === 1 ? 'VP' : `${multiplier} VP`,
  symbol: 'VP',
  multiplier,
})

/** A competitor asking `perVp` EUR for one VP, quoted per `multiplier` VP ("10.40" per 1000 VP). */
function competitor(id: number, perVp: Decimal, multiplier: number) {
  return offer(id, perVp.times(multiplier).toFixed(), multiplier, {
    seller: { id, username: `Seller${id}` },
    currency_unit: vp(multiplier),
  })
}

/** The seller's settings, as typed per `unit` VP. */
const typed = (unit: number, patch: Partial<ReturnType<typeof defaultSettings>>) => ({ ...defaultSettings(unit), ...patch })

/** Prices from €0.000001 to €0.05 per VP, with up to 6 decimals. */
const perVpArb = fc.integer({ min: 1, max: 50_000 }).map((micro) => new Decimal(micro).div(1_000_000))
const marketArb = fc.array(fc.record({ perVp: perVpArb, multiplier: fc.constantFrom(...MULTIPLIERS) }), {
  minLength: 1,
  maxLength: 8,
})
const unitArb = fc.constantFrom(...MULTIPLIERS)

describe('repricing in the seller’s own unit (an offer per 1000 VP)', () => {
  it('with the cheapest at €0.0104 per VP and a step of 0.05 per 1000 VP suggests 10.35 per 1000 VP, whatever unit the competitor quotes', () => {
    for (const multiplier of MULTIPLIERS) {
      const rows = prepared(competitor(1, new Decimal('0.0104'), multiplier), competitor(2, new Decimal('0.0120'), 1000))
      const { rule } = toRule(typed(OWN_UNIT, { step: '0.05' }))
      const result = suggestPrice(rows, rule, null)
      expect(result.price?.toFixed(2)).toBe('10.35')
      expect(result.cheapest?.price.toFixed(2)).toBe('10.40')
      expect(result.reason.kind).toBe('undercut')
    }
  })

  it('gives the same price in any unit the seller picks: 10.35 per 1000 VP is 0.01035 per VP, 1.035 per 100 VP, 10350 per 1M VP', () => {
    const rows = prepared(competitor(1, new Decimal('0.0104'), 100))
    for (const unit of MULTIPLIERS) {
      const { rule } = toRule(typed(unit, { step: new Decimal('0.05').times(unit).div(1000).toFixed() }))
      const price = suggestPrice(rows, rule, null).price!
      expect(pricePer({ amount: price, per: unit }, OWN_UNIT).toFixed(2)).toBe('10.35')
    }
  })

  it('never suggests under a floor of 10.00 per 1000 VP, for any market quoted in 1, 100, 1000 or 1000000 VP', () => {
    fc.assert(
      fc.property(marketArb, fc.option(perVpArb, { nil: null }), (market, current) => {
        const rows = prepared(...market.map((m, index) => competitor(index + 1, m.perVp, m.multiplier)))
        const { rule } = toRule(typed(OWN_UNIT, { floor: '10.00' }))
        const { price } = suggestPrice(rows, rule, current ? current.times(OWN_UNIT) : null)
        expect(price).not.toBeNull()
        expect(price!.gte('10.00')).toBe(true)
      }),
      RUNS,
    )
  })

  it('never suggests under the floor in any unit the seller types in, counted back per 1000 VP', () => {
    fc.assert(
      fc.property(marketArb, unitArb, (market, unit) => {
        const rows = prepared(...market.map((m, index) => competitor(index + 1, m.perVp, m.multiplier)))
        // 10.00 per 1000 VP, typed per the chosen unit.
        const floor = new Decimal('10.00').times(unit).div(OWN_UNIT).toFixed()
        const { price } = suggestPrice(rows, toRule(typed(unit, { floor })).rule, null)
        expect(pricePer({ amount: price!, per: unit }, OWN_UNIT).gte('10.00')).toBe(true)
      }),
      RUNS,
    )
  })
})
