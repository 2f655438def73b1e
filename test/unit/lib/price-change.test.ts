import { describe, expect, it } from 'vitest'
import { changedPrice, priceChangeError, type PriceRule } from '../../../src/lib/price-change'

const ACCOUNT: PriceRule = { decimals: 2, min: '0.99' }
const ITEM: PriceRule = { decimals: 2, min: '0.01' }
const CURRENCY: PriceRule = { decimals: 6, min: '0.000001' }

describe('a price changed for many offers at once', () => {
  it('raises by a percentage exactly, rounded half-up to the field’s decimals', () => {
    expect(changedPrice('12.00', { mode: 'raise-percent', value: '5' }, ACCOUNT)).toEqual({ price: '12.60', clamped: false })
    // 0.1 + 10 % is 0.11 exactly, where binary floating point gives 0.11000000000000001.
    expect(changedPrice('0.1', { mode: 'raise-percent', value: '10' }, ITEM)).toEqual({ price: '0.11', clamped: false })
    // 1.05 × 1.05 = 1.1025: half-up at the second decimal gives 1.10; 1.15 × 1.1 = 1.265 → 1.27.
    expect(changedPrice('1.05', { mode: 'raise-percent', value: '5' }, ITEM)).toEqual({ price: '1.10', clamped: false })
    expect(changedPrice('1.15', { mode: 'raise-percent', value: '10' }, ITEM)).toEqual({ price: '1.27', clamped: false })
    expect(changedPrice('0.119', { mode: 'raise-percent', value: '5' }, CURRENCY)).toEqual({ price: '0.124950', clamped: false })
    expect(changedPrice('0.0000123', { mode: 'raise-percent', value: '2.5' }, CURRENCY)).toEqual({ price: '0.000013', clamped: false })
  })

  it('lowers by a percentage or an amount, and sets a price, with exactly the field’s decimals', () => {
    expect(changedPrice('19.99', { mode: 'lower-percent', value: '15' }, ACCOUNT)).toEqual({ price: '16.99', clamped: false })
    expect(changedPrice('19.99', { mode: 'lower-amount', value: '2.5' }, ACCOUNT)).toEqual({ price: '17.49', clamped: false })
    expect(changedPrice('19.99', { mode: 'raise-amount', value: '0.01' }, ACCOUNT)).toEqual({ price: '20.00', clamped: false })
    expect(changedPrice('19.99', { mode: 'set', value: '12.6' }, ACCOUNT)).toEqual({ price: '12.60', clamped: false })
    expect(changedPrice('0.5', { mode: 'set', value: '0.35' }, CURRENCY)).toEqual({ price: '0.350000', clamped: false })
  })

  it('never goes below the field’s minimum: it is raised to it, and says so', () => {
    expect(changedPrice('1.20', { mode: 'lower-percent', value: '50' }, ACCOUNT)).toEqual({ price: '0.99', clamped: true })
    expect(changedPrice('1.20', { mode: 'lower-amount', value: '5' }, ACCOUNT)).toEqual({ price: '0.99', clamped: true })
    expect(changedPrice('0.02', { mode: 'lower-percent', value: '99' }, ITEM)).toEqual({ price: '0.01', clamped: true })
    expect(changedPrice('0.000002', { mode: 'lower-percent', value: '90' }, CURRENCY)).toEqual({ price: '0.000001', clamped: true })
    expect(changedPrice('5', { mode: 'set', value: '0.5' }, ACCOUNT)).toEqual({ price: '0.99', clamped: true })
    expect(changedPrice('0.99', { mode: 'lower-amount', value: '0.01' }, ACCOUNT)).toEqual({ price: '0.99', clamped: true })
  })

  it('refuses a change it cannot read, and a price before that is not known', () => {
    expect(priceChangeError({ mode: 'raise-percent', value: '' }, ACCOUNT)).toBe('Enter the percentage.')
    expect(priceChangeError({ mode: 'set', value: '12,60' }, ACCOUNT)).toBe('Enter a number with a point, like 1.50.')
    expect(priceChangeError({ mode: 'set', value: '12.605' }, ACCOUNT)).toBe('The price can have at most 2 decimals; this one has 3.')
    expect(priceChangeError({ mode: 'lower-percent', value: '100' }, ACCOUNT)).toBe('A price can be lowered by less than 100 %.')
    expect(priceChangeError({ mode: 'raise-amount', value: '0' }, ACCOUNT)).toBe('Enter a change other than 0.')
    expect(priceChangeError({ mode: 'raise-percent', value: '2.75' }, ACCOUNT)).toBeNull()
    expect(changedPrice(null, { mode: 'raise-percent', value: '5' }, ACCOUNT)).toEqual({ error: 'The price before is not known.' })
    expect(changedPrice(null, { mode: 'set', value: '3' }, ACCOUNT)).toEqual({ price: '3.00', clamped: false })
  })
})
