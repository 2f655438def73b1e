import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { byNormalisedPrice } from '../../../src/features/currency-offers/offers'
import { priceHistogram, axisPosition } from '../../../src/features/currency-offers/histogram'
import { summariseOffers } from '../../../src/features/currency-offers/summary'
import { Decimal, dec } from '../../../src/features/currency-offers/decimal'
import { deliveryTime, offer, prepared } from './fixtures'

describe('summary figures', () => {
  it('gives the lowest, median and highest normalised price and the fastest delivery', () => {
    const rows = byNormalisedPrice(
      prepared(
        offer(1, '0.3', 1, { delivery_time: deliveryTime(2, 'hours') }),
        offer(2, '100', 1000, { delivery_time: deliveryTime(15, 'minutes') }),
        offer(3, '0.2', 1, { delivery_time: deliveryTime(15, 'minutes') }),
      ),
    )
    const summary = summariseOffers(rows)
    expect(summary?.count).toBe(3)
    expect(summary?.lowest.toFixed()).toBe('0.1')
    expect(summary?.median.toFixed()).toBe('0.2')
    expect(summary?.highest.toFixed()).toBe('0.3')
    // Equally fast: the cheaper one.
    expect(summary?.fastest.id).toBe(2)
  })

  it('takes the exact mean of the two middle prices for an even count (0.1 and 0.2 give 0.15)', () => {
    const rows = byNormalisedPrice(prepared(offer(1, '0.1'), offer(2, '0.2'), offer(3, '0.05'), offer(4, '0.4')))
    expect(summariseOffers(rows)?.median.toFixed()).toBe('0.15')
    expect((0.1 + 0.2) / 2).not.toBe(0.15)
  })

  it('counts sellers once even with several offers', () => {
    const rows = prepared(
      offer(1, '0.1', 1, { seller: { id: 7, username: 'Same' } }),
      offer(2, '0.2', 1, { seller: { id: 7, username: 'Same' } }),
      offer(3, '0.3'),
    )
    expect(summariseOffers(rows)).toMatchObject({ count: 3, sellers: 2 })
  })

  it('has nothing to say about no offers', () => {
    expect(summariseOffers([])).toBeNull()
  })

  it('always orders lowest ≤ median ≤ highest', () => {
    const price = fc.tuple(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(1, 1000, 1_000_000))
    fc.assert(
      fc.property(fc.array(price, { minLength: 1, maxLength: 40 }), (prices) => {
        const rows = byNormalisedPrice(
          prepared(...prices.map(([cents, multiplier], i) => offer(i + 1, (cents / 100).toFixed(2), multiplier))),
        )
        const summary = summariseOffers(rows)
        expect(summary?.lowest.lte(summary.median)).toBe(true)
        expect(summary?.median.lte(summary.highest)).toBe(true)
      }),
    )
  })
})

describe('price histogram', () => {
  it('puts every offer in exactly one equal-width bin, the highest in the last', () => {
    const rows = byNormalisedPrice(prepared(...[1, 2, 2, 3, 4, 9, 10].map((p, i) => offer(i + 1, `${p}.00`))))
    const bins = priceHistogram(rows)
    expect(bins).toHaveLength(3)
    expect(bins.map((bin) => bin.count)).toEqual([4, 1, 2])
    expect(bins[0]?.from.toFixed()).toBe('1')
    expect(bins[2]?.to.toFixed()).toBe('10')
  })

  it('puts each price in the bin whose range holds it, whatever the prices and units', () => {
    const price = fc.tuple(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(1, 3, 1000, 1_000_000))
    fc.assert(
      fc.property(fc.array(price, { minLength: 2, maxLength: 60 }), (prices) => {
        const rows = byNormalisedPrice(
          prepared(...prices.map(([cents, per], i) => offer(i + 1, new Decimal(cents).div(100).toFixed(2), per))),
        )
        const bins = priceHistogram(rows)
        expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(rows.length)
        // The same counts as dividing each price's distance from the lowest by the bin width.
        const lowest = rows[0]!.normalised
        const highest = rows.at(-1)!.normalised
        if (lowest.eq(highest)) return
        const width = highest.minus(lowest).div(bins.length)
        const expected = bins.map(() => 0)
        for (const row of rows) {
          const index = Math.min(bins.length - 1, Number(row.normalised.minus(lowest).div(width).round(0, Decimal.roundDown).toFixed(0)))
          expected[index]! += 1
        }
        expect(bins.map((bin) => bin.count)).toEqual(expected)
      }),
    )
  })

  it('has one bin when every price is the same, and none without offers', () => {
    const rows = byNormalisedPrice(prepared(offer(1, '0.12', 1000), offer(2, '0.000120')))
    expect(priceHistogram(rows).map((bin) => bin.count)).toEqual([2])
    expect(priceHistogram([])).toEqual([])
  })

  it('places a price on the axis, clamped to the range', () => {
    expect(axisPosition(dec('5'), dec('0'), dec('10'))).toBe(0.5)
    expect(axisPosition(dec('50'), dec('0'), dec('10'))).toBe(1)
    expect(axisPosition(dec('1'), dec('2'), dec('10'))).toBe(0)
  })
})
