import Big from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decimalPlaces, fixedPointPrice, roundedFixedPointPrice } from '../../../src/lib/fixed-point'

const FIXED = /^\d+\.\d{6}$/

const digits = (max: number) => fc.stringMatching(new RegExp(`^[0-9]{1,${max}}$`))
const decimalText = fc
  .tuple(digits(12), fc.option(digits(12), { nil: undefined }))
  .map(([whole, fraction]) => `${whole}${fraction === undefined ? '' : `.${fraction}`}`)
/** Any way a decimal may be written: plain, with an exponent, or as a JavaScript number. */
const anyDecimal = fc.oneof(
  decimalText,
  fc
    .tuple(decimalText, fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), fc.integer({ min: 0, max: 20 }))
    .map(([decimal, e, sign, exponent]) => `${decimal}${e}${sign}${exponent}`),
  fc.double({ min: 0, max: 1e12, noNaN: true }),
)

/** big.js as the oracle: the exact value, and how many decimals it needs. */
const exact = (value: string | number) => new Big(value)
const places = (value: Big) => Math.max(0, value.c.length - 1 - value.e)

describe('the price as fixed-point text', () => {
  it('is exactly the input with 6 decimals whenever the input needs at most 6, and refused otherwise', () => {
    fc.assert(
      fc.property(anyDecimal, (value) => {
        const text = fixedPointPrice(value)
        const oracle = exact(value)
        if (places(oracle) > 6) {
          expect(text).toBeNull()
        } else {
          expect(text).toMatch(FIXED)
          expect(new Big(text!).eq(oracle)).toBe(true)
        }
        expect(decimalPlaces(value)).toBe(places(oracle))
      }),
      { numRuns: 3000 },
    )
  })

  it('rounded: always fixed-point, never an exponent, and within one step of the value on the side asked for', () => {
    fc.assert(
      fc.property(anyDecimal, fc.constantFrom('down', 'up', 'half-up') as fc.Arbitrary<'down' | 'up' | 'half-up'>, (value, rounding) => {
        const text = roundedFixedPointPrice(value, rounding)!
        expect(text).toMatch(FIXED)
        const oracle = exact(value)
        const mode = rounding === 'down' ? Big.roundDown : rounding === 'up' ? Big.roundUp : Big.roundHalfUp
        expect(text).toBe(oracle.round(6, mode).toFixed(6))
      }),
      { numRuns: 3000 },
    )
  })

  it('the examples a seller types', () => {
    expect(fixedPointPrice('10.35')).toBe('10.350000')
    expect(fixedPointPrice('10.80')).toBe('10.800000')
    expect(fixedPointPrice(0.015)).toBe('0.015000')
    expect(fixedPointPrice('1e-6')).toBe('0.000001')
    expect(fixedPointPrice(1e21)).toBe('1000000000000000000000.000000')
    expect(fixedPointPrice('0.0000001')).toBeNull()
    expect(fixedPointPrice(0.1 + 0.2)).toBeNull()
    expect(fixedPointPrice('-1')).toBeNull()
    expect(fixedPointPrice('10,5')).toBeNull()
    expect(fixedPointPrice('')).toBeNull()
    expect(fixedPointPrice(Number.NaN)).toBeNull()
    expect(roundedFixedPointPrice(0.1 + 0.2, 'half-up')).toBe('0.300000')
    expect(roundedFixedPointPrice('0.1234567', 'down')).toBe('0.123456')
  })
})
