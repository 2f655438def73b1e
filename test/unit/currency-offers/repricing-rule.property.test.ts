import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareUnitPrice, Decimal } from '../../../src/features/currency-offers/decimal'
import { priceStep } from '../../../src/features/currency-offers/price-helper'
import { countedOffers, suggestPrice, type RepricingRule } from '../../../src/features/currency-offers/repricing/rule'
import { MAX_DELIVERY_CHOICES } from '../../../src/features/currency-offers/search'
import { deliveryTime, offer, prepared } from './fixtures'

const RUNS = { numRuns: 300 }
const MULTIPLIERS = [1, 100, 1000, 1_000_000] as const
const SELLERS = 6

/** A decimal with `decimals` places, as the API quotes prices ("0.000123"). */
const amount = (maxDecimals: number) =>
  fc
    .record({ units: fc.integer({ min: 1, max: 5_000_000 }), decimals: fc.integer({ min: 2, max: maxDecimals }) })
    .map(({ units, decimals }) => new Decimal(units).div(new Decimal(10).pow(decimals)).toFixed(decimals))

const offerArb = (maxDecimals: number) =>
  fc.record({
    price: amount(maxDecimals),
    multiplier: fc.constantFrom(...MULTIPLIERS),
    seller: fc.integer({ min: 1, max: SELLERS }),
    stock: fc.integer({ min: 0, max: 50 }),
    minQuantity: fc.integer({ min: 1, max: 10 }),
    days: fc.integer({ min: 0, max: 4 }),
  })

const rowsArb = (maxDecimals: number) =>
  fc.array(offerArb(maxDecimals), { maxLength: 12 }).map((offers) =>
    prepared(
      ...offers.map((o, index) =>
        offer(index + 1, o.price, o.multiplier, {
          seller: { id: o.seller, username: `Seller${o.seller}` },
          stock: o.stock,
          min_quantity: o.minQuantity,
          delivery_time: o.days === 0 ? deliveryTime(30, 'minutes') : deliveryTime(o.days, 'days'),
        }),
      ),
    ),
  )

const optionalAmount = fc.option(amount(6).map((text) => new Decimal(text)), { nil: null })

const ruleArb: fc.Arbitrary<RepricingRule> = fc
  .record({
    myUnit: fc.constantFrom(...MULTIPLIERS),
    floor: optionalAmount,
    ceiling: optionalAmount,
    step: optionalAmount,
    ignoredSellers: fc.subarray(Array.from({ length: SELLERS }, (_, i) => `seller${i + 1}`)),
    inStockOnly: fc.boolean(),
    maxDelivery: fc.option(fc.constantFrom(...MAX_DELIVERY_CHOICES), { nil: undefined }),
  })
  // The settings never keep a ceiling under the floor (toRule drops it).
  .map((rule) => (rule.floor && rule.ceiling && rule.ceiling.lt(rule.floor) ? { ...rule, ceiling: null } : rule))

const currentArb = optionalAmount

describe('the repricing rule, for any market and any settings', () => {
  it('never suggests below the floor nor above the ceiling', () => {
    fc.assert(
      fc.property(rowsArb(9), ruleArb, currentArb, (rows, rule, current) => {
        const { price } = suggestPrice(rows, rule, current)
        if (!price) return
        if (rule.floor) expect(price.gte(rule.floor)).toBe(true)
        if (rule.ceiling) expect(price.lte(rule.ceiling)).toBe(true)
      }),
      RUNS,
    )
  })

  it('is exact across the units 1, 100, 1000 and 1000000: the cheapest minus one step, converted without rounding', () => {
    fc.assert(
      fc.property(rowsArb(6), ruleArb, (rows, anyRule) => {
        const rule = { ...anyRule, floor: null, ceiling: null, step: null }
        const result = suggestPrice(rows, rule, null)
        if (result.reason.kind !== 'undercut') return
        const cheapest = result.cheapest!.row
        const step = priceStep(cheapest.offer.price_eur)
        // price / myUnit = (cheapest − step) / per, in exact decimals: price · per = (cheapest − step) · myUnit.
        const expected = cheapest.unitPrice.amount.minus(step).times(rule.myUnit)
        expect(result.price!.times(cheapest.unitPrice.per).eq(expected)).toBe(true)
      }),
      RUNS,
    )
  })

  it('wins against every counted offer whenever no clamp holds it up', () => {
    fc.assert(
      fc.property(rowsArb(9), ruleArb, currentArb, (rows, rule, current) => {
        const result = suggestPrice(rows, rule, current)
        if (!['undercut', 'leaving', 'ceiling'].includes(result.reason.kind)) return
        const mine = { amount: result.price as Decimal, per: rule.myUnit }
        for (const row of countedOffers(rows, rule)) expect(compareUnitPrice(mine, row.unitPrice)).toBe(-1)
      }),
      RUNS,
    )
  })

  it('ignores ignored sellers: the same suggestion as without their offers', () => {
    fc.assert(
      fc.property(rowsArb(9), ruleArb, currentArb, (rows, rule, current) => {
        const ignored = new Set(rule.ignoredSellers)
        const without = rows.filter((row) => !ignored.has(row.offer.seller.username.toLowerCase()))
        const a = suggestPrice(rows, rule, current)
        const b = suggestPrice(prepared(...without.map((row) => row.offer)), { ...rule, ignoredSellers: [] }, current)
        expect(a.price?.toFixed() ?? null).toBe(b.price?.toFixed() ?? null)
        expect(a.reason.kind).toBe(b.reason.kind)
      }),
      RUNS,
    )
  })

  it('with no competitor counted: the ceiling, else the current price (within the floor), else the floor', () => {
    fc.assert(
      fc.property(rowsArb(9), ruleArb, currentArb, (rows, anyRule, current) => {
        const rule = { ...anyRule, ignoredSellers: Array.from({ length: SELLERS }, (_, i) => `Seller${i + 1}`) }
        const result = suggestPrice(rows, rule, current)
        expect(result.reason.kind).toBe('no-competitor')
        let expected = rule.ceiling ?? current ?? rule.floor
        if (expected && rule.ceiling && expected.gt(rule.ceiling)) expected = rule.ceiling
        if (expected && rule.floor && expected.lt(rule.floor)) expected = rule.floor
        expect(result.price?.toFixed() ?? null).toBe(expected?.toFixed() ?? null)
      }),
      RUNS,
    )
  })

  it('says the seller leaves money on the table exactly when they are cheaper than the winning price', () => {
    fc.assert(
      fc.property(rowsArb(9), ruleArb, currentArb, (rows, anyRule, current) => {
        const rule = { ...anyRule, floor: null, ceiling: null }
        const result = suggestPrice(rows, rule, current)
        if (!result.target || !current || result.reason.kind === 'no-room') return
        const leaving = current.lt(result.target)
        expect(result.reason.kind === 'leaving').toBe(leaving)
        if (result.reason.kind === 'leaving') expect(current.plus(result.reason.leaving).eq(result.price!)).toBe(true)
      }),
      RUNS,
    )
  })

  it('warns of a price war exactly when three or more counted offers are within one step of the cheapest', () => {
    fc.assert(
      fc.property(rowsArb(9), ruleArb, (rows, rule) => {
        const result = suggestPrice(rows, rule, null)
        if (!result.cheapest || !result.step) {
          expect(result.priceWar).toBeNull()
          return
        }
        const limit = result.cheapest.price.plus(result.step)
        const within = countedOffers(rows, rule).filter(
          (row) => compareUnitPrice(row.unitPrice, { amount: limit, per: rule.myUnit }) <= 0,
        ).length
        expect(result.priceWar).toBe(within >= 3 ? within : null)
      }),
      RUNS,
    )
  })
})
