import Big from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GROUPINGS, summarize, type MoneyLine } from '../../../src/features/payments/figures'
import { compareDecimal, sumDecimals } from '../../../src/lib/decimal'

const RUNS = { numRuns: 300 }
const DAY = 86_400
const FROM = Date.UTC(2026, 0, 1)
const TO = Date.UTC(2026, 11, 31)

/** A decimal string as the API sends it: a sign, digits, 0 to 6 decimals ("-0.000001", "1200.5", "7"). */
const decimal = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 6 }))
  .map(([negative, units, scale]) => {
    const digits = units.toString().padStart(scale + 1, '0')
    const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
    return negative && units !== 0n ? `-${text}` : text
  })

const line: fc.Arbitrary<MoneyLine> = fc.record({
  type: fc.constantFrom('sale', 'fine', 'payout', 'bonus', null),
  amount_eur: decimal,
  amount_usd: fc.option(decimal, { nil: null }),
  is_fine: fc.boolean(),
  created_at: fc.integer({ min: FROM / 1000, max: TO / 1000 + DAY - 1 }),
})

const bigSum = (values: readonly string[]) => values.reduce((sum, value) => sum.plus(value), new Big(0))
const same = (a: string, b: Big) => expect(compareDecimal(a, b.toFixed()), `${a} = ${b.toFixed()}`).toBe(0)

describe('the sums of a range', () => {
  it('equal big.js sums of the same strings, in EUR and in USD, whatever the signs and decimals', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), fc.constantFrom(...GROUPINGS), (lines, grouping) => {
        const figures = summarize(lines, { from: FROM, to: TO }, grouping)
        for (const [currency, amounts] of [
          ['eur', lines.map((l) => l.amount_eur ?? '0')],
          ['usd', lines.map((l) => l.amount_usd ?? '0')],
        ] as const) {
          const sums = figures[currency]
          same(sums.net, bigSum(amounts))
          same(sums.in, bigSum(amounts.filter((a) => new Big(a).gt(0))))
          same(sums.out, bigSum(amounts.filter((a) => new Big(a).lt(0))))
          same(sums.fines, bigSum(amounts.filter((_, i) => lines[i]?.is_fine)))
          same(sums.payouts, bigSum(amounts.filter((_, i) => lines[i]?.type === 'payout')))
        }
        expect(figures.count).toBe(lines.length)
      }),
      RUNS,
    )
  })

  it('split into buckets that add up to the total, for days, weeks and months', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), fc.constantFrom(...GROUPINGS), (lines, grouping) => {
        const figures = summarize(lines, { from: FROM, to: TO }, grouping)
        expect(compareDecimal(sumDecimals(figures.buckets.map((b) => b.eur.net)), figures.eur.net)).toBe(0)
        expect(compareDecimal(sumDecimals(figures.buckets.map((b) => b.usd.in)), figures.usd.in)).toBe(0)
      }),
      RUNS,
    )
  })

  it('leave out payments outside the range and count those that could not be read', () => {
    const lines: MoneyLine[] = [
      { type: 'sale', amount_eur: '0.10', amount_usd: '0.11', is_fine: false, created_at: FROM / 1000 },
      { type: 'sale', amount_eur: '0.20', amount_usd: '0.22', is_fine: false, created_at: FROM / 1000 - 1 },
      { type: 'fine', amount_eur: null, amount_usd: '-1.00', is_fine: true, created_at: FROM / 1000 },
    ]
    const figures = summarize(lines, { from: FROM, to: FROM }, 'day')
    expect(figures.eur).toMatchObject({ in: '0.10', net: '0.10', out: '0.00' })
    expect(figures).toMatchObject({ count: 1, unreadable: 1 })
    expect(figures.buckets).toHaveLength(1)
  })
})
