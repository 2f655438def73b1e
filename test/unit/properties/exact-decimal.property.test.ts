import Big from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Decimal, type Rounding } from '../../../src/lib/exact-decimal'

/** big.js as the oracle, set as the price pages used it: 20 places for a division, half up, never an exponent. */
const Oracle = Big()
Oracle.DP = 20
Oracle.RM = Oracle.roundHalfUp
Oracle.NE = -40
Oracle.PE = 40

/** Any decimal text, negative ones and long fractions included: "-12.5", "0.000000000000000000123". */
const decimalText = fc
  .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 28 }))
  .map(([units, scale]) => new Oracle(units.toString()).times(`1e-${scale}`).toFixed())
/** big.js's text, but for zero, which has no sign here (big.js writes "-0.00" for -0.001 to two places). */
const unsigned = (text: string) => text.replace(/^-(?=0(\.0*)?$)/, '')
const places = fc.integer({ min: 0, max: 24 })
const rounding = fc.constantFrom<Rounding>(0, 1, 2, 3)

describe('an exact decimal, against big.js', () => {
  it('reads and writes every decimal text as big.js does, with its exponent', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const value = new Decimal(text)
        expect(value.toFixed()).toBe(new Oracle(text).toFixed())
        expect(value.e).toBe(new Oracle(text).e)
      }),
    )
    expect(new Decimal('1e-7').toFixed()).toBe('0.0000001')
    expect(new Decimal(3.7).plus(8).toFixed(2)).toBe('11.70')
    expect(() => new Decimal('12,5')).toThrow()
  })

  it('adds, subtracts, multiplies and compares exactly', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        const [x, y] = [new Decimal(a), new Oracle(a)]
        expect(x.plus(b).toFixed()).toBe(unsigned(y.plus(b).toFixed()))
        expect(x.minus(b).toFixed()).toBe(unsigned(y.minus(b).toFixed()))
        expect(x.times(b).toFixed()).toBe(unsigned(y.times(b).toFixed()))
        expect(x.cmp(b)).toBe(y.cmp(b))
        expect([x.eq(b), x.gt(b), x.gte(b), x.lt(b), x.lte(b)]).toEqual([y.eq(b), y.gt(b), y.gte(b), y.lt(b), y.lte(b)])
        expect(x.abs().toFixed()).toBe(y.abs().toFixed())
      }),
    )
  })

  it('divides to 20 places, half up, as big.js does', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        fc.pre(!new Oracle(b).eq(0))
        expect(new Decimal(a).div(b).toFixed()).toBe(unsigned(new Oracle(a).div(b).toFixed()))
      }),
    )
    expect(new Decimal(1).div(3).toFixed()).toBe('0.33333333333333333333')
    expect(() => new Decimal(1).div(0)).toThrow()
    expect(new Decimal('-0.0000000000000000000001').div(2).toFixed()).toBe('0')
  })

  it('rounds in each mode, and writes a fixed number of places, as big.js does', () => {
    fc.assert(
      fc.property(decimalText, places, rounding, (text, dp, mode) => {
        expect(new Decimal(text).round(dp, mode).toFixed()).toBe(unsigned(new Oracle(text).round(dp, mode).toFixed()))
        expect(new Decimal(text).toFixed(dp)).toBe(unsigned(new Oracle(text).toFixed(dp)))
      }),
    )
  })

  it('raises to a whole power exactly', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 6 }), (text, n) => {
        expect(new Decimal(text).pow(n).toFixed()).toBe(unsigned(new Oracle(text).pow(n).toFixed()))
      }),
    )
  })

  it('is equal to another of the same value, however written', () => {
    expect(new Decimal('12.50')).toEqual(new Decimal('12.5'))
    expect(new Decimal('0.10').times(10)).toEqual(new Decimal(1))
  })
})
