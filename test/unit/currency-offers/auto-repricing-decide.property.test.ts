import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decide } from '../../../src/features/currency-offers/auto-repricing/decide'
import { Decimal, pricePer } from '../../../src/features/currency-offers/decimal'
import { ownOffer, settings } from './auto-repricing-fixtures'
import { offer } from './fixtures'

const MULTIPLIERS = [1, 100, 1000, 1_000_000] as const

/** A decimal amount with up to `maxDecimals` places, as typed or quoted ("0.000123"). */
const amount = (maxDecimals: number) =>
  fc
    .record({ units: fc.integer({ min: 1, max: 5_000_000 }), decimals: fc.integer({ min: 0, max: maxDecimals }) })
    .map(({ units, decimals }) => new Decimal(units).div(new Decimal(10).pow(decimals)).toFixed(decimals))

const marketArb = fc.array(
  fc.record({ price: amount(8), multiplier: fc.constantFrom(...MULTIPLIERS), stock: fc.integer({ min: 0, max: 50 }) }),
  { maxLength: 10 },
)

const caseArb = fc.record({
  market: marketArb,
  own: amount(6),
  offerUnit: fc.constantFrom(...MULTIPLIERS),
  settingsUnit: fc.constantFrom(...MULTIPLIERS),
  bounds: fc.tuple(amount(8), amount(8)),
  step: fc.option(amount(6), { nil: '' }),
  inStockOnly: fc.boolean(),
})

describe('automatic repricing’s decision, for any market and any settings', () => {
  it('never sets a price outside the floor and the ceiling, and always a fixed-point one of at most 6 decimals', () => {
    fc.assert(
      fc.property(caseArb, ({ market, own, offerUnit, settingsUnit, bounds, step, inStockOnly }) => {
        const [floor, ceiling] = [...bounds].sort((a, b) => new Decimal(a).cmp(new Decimal(b)))
        const competitors = market.map((o, i) => offer(i + 1, o.price, o.multiplier, { stock: o.stock }))
        const decision = decide(
          settings({ floor, ceiling, step, inStockOnly }, settingsUnit),
          ownOffer(1, own, offerUnit),
          competitors,
        )
        if (decision.kind !== 'set') return
        const { price } = decision.change
        expect(price).toMatch(/^\d+\.\d{6}$/)
        const perSettingsUnit = pricePer({ amount: new Decimal(price), per: offerUnit }, settingsUnit)
        expect(perSettingsUnit.gte(new Decimal(floor!))).toBe(true)
        expect(perSettingsUnit.lte(new Decimal(ceiling!))).toBe(true)
        expect(price).not.toBe(new Decimal(own).toFixed(6))
      }),
      { numRuns: 300 },
    )
  })

  it('pauses rather than guess when the floor or the ceiling is missing', () => {
    const decision = decide(settings({ ceiling: '' }), ownOffer(1, '10.00'), [offer(1, '9.50', 1000)])
    expect(decision).toEqual({ kind: 'stop', reason: 'Automatic repricing needs a floor and a ceiling.' })
  })

  it('leaves the price alone when the suggestion is less than one step away', () => {
    expect(decide(settings({ step: '0.05' }), ownOffer(1, '10.00'), [offer(1, '10.04', 1000)])).toEqual({ kind: 'hold' })
    const moved = decide(settings({ step: '0.05' }), ownOffer(1, '10.00'), [offer(1, '10.50', 1000)])
    expect(moved).toEqual({
      kind: 'set',
      change: { price: '10.450000', previous: '10.00', competitor: { seller: 'Seller1', price: '10.500000' } },
    })
  })
})
