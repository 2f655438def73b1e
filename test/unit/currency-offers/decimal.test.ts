import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareUnitPrice, Decimal, dec, displayAmount, perBaseUnit, pricePer } from '../../../src/features/currency-offers/decimal'
import { formatUnitPrice, formatWinningPrice, toInputText } from '../../../src/features/currency-offers/format-price'

describe('exact per-unit prices', () => {
  it('compares prices on different units without dividing', () => {
    // 0.30 EUR per 3 Gold is exactly 0.10 per Gold; 0.1 per 1 Gold is the same price.
    expect(compareUnitPrice({ amount: dec('0.30'), per: 3 }, { amount: dec('0.1'), per: 1 })).toBe(0)
    expect(compareUnitPrice({ amount: dec('123'), per: 1_000_000 }, { amount: dec('0.000124'), per: 1 })).toBe(-1)
    expect(compareUnitPrice({ amount: dec('0.125'), per: 1000 }, { amount: dec('0.000124'), per: 1 })).toBe(1)
  })

  it('divides a quoted price by its multiplier exactly', () => {
    expect(perBaseUnit({ amount: dec('0.1230'), per: 1000 }).toFixed()).toBe('0.000123')
    expect(perBaseUnit({ amount: dec('1.79'), per: 10_000_000 }).toFixed()).toBe('0.000000179')
    expect(perBaseUnit({ amount: dec('0.7'), per: 10 }).eq(dec('0.07'))).toBe(true)
    // Binary floating point gets this one wrong.
    expect(0.7 / 10).not.toBe(0.07)
  })

  it('gives for every power-of-ten multiplier what a division to 20 places gives', () => {
    const amount = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.integer({ min: 0, max: 15 }))
      .map(([digits, places]) => new Decimal(digits.toString()).div(new Decimal(10).pow(places)).toFixed())
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 15 }), (text, power) => {
        const per = 10 ** power
        expect(perBaseUnit({ amount: dec(text), per }).eq(dec(text).div(per))).toBe(true)
      }),
    )
    // Past 20 places it rounds half up, as the division does.
    expect(perBaseUnit({ amount: dec('0.000000000000000155'), per: 1000 }).toFixed()).toBe('0.00000000000000000016')
  })

  it('converts a price to another unit exactly: €10.40 per 1000 is €0.0104 per 1, €1.04 per 100, €10,400 per 1M', () => {
    const perThousand = { amount: dec('10.40'), per: 1000 }
    expect(pricePer(perThousand, 1).toFixed()).toBe('0.0104')
    expect(pricePer(perThousand, 100).toFixed()).toBe('1.04')
    expect(pricePer(perThousand, 1000)).toBe(perThousand.amount)
    expect(pricePer(perThousand, 1_000_000).toFixed()).toBe('10400')
    expect(pricePer({ amount: dec('0.0104'), per: 1 }, 1000).toFixed()).toBe('10.4')
  })

  it('keeps 20 decimal places for a unit that does not divide evenly', () => {
    expect(perBaseUnit({ amount: dec('1'), per: 3 }).toFixed()).toBe('0.33333333333333333333')
  })

  it('rejects anything but a plain non-negative decimal', () => {
    expect(() => dec('1e3')).toThrow()
    expect(() => dec('-1')).toThrow()
  })
})

describe('displaying per-unit prices', () => {
  it('shows prices below 1 with six significant digits and others with two to four decimals', () => {
    expect(displayAmount(dec('0.000123'))).toEqual({ text: '0.000123', rounded: false })
    expect(displayAmount(dec('0.00000018'))).toEqual({ text: '0.00000018', rounded: false })
    expect(displayAmount(dec('0.5'))).toEqual({ text: '0.50', rounded: false })
    expect(displayAmount(dec('12.3456789'))).toEqual({ text: '12.3457', rounded: true })
    expect(displayAmount(dec('0.33333333333333333333'))).toEqual({ text: '0.333333', rounded: true })
    expect(displayAmount(dec('0.0001028312'))).toEqual({ text: '0.000102831', rounded: true })
  })

  it('marks a rounded price with ≈ and formats it as money', () => {
    expect(formatUnitPrice(dec('0.000123'))).toBe('€0.000123')
    expect(formatUnitPrice(dec('0.000123'), 'USD')).toBe('$0.000123')
    expect(formatUnitPrice(dec('0.33333333333333333333'))).toBe('≈ €0.333333')
  })

  it('rounds a winning price down, never up, so it still wins', () => {
    const third = new Decimal(1).div(3)
    expect(toInputText(third)).toBe('0.333333333333')
    expect(formatWinningPrice(new Decimal('0.66666666666666666667'))).toBe('€0.666666666666')
    expect(toInputText(dec('0.12200'))).toBe('0.122')
    expect(toInputText(dec('120'))).toBe('120')
  })
})
