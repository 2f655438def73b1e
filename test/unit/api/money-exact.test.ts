import Big from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readMoney } from '../../../src/api/read/money'

/** The amount as big.js writes it: what the reader gave while it went through big.js. */
function withBig(exact: string): string | undefined {
  let amount: Big
  try {
    amount = new Big(exact)
  } catch {
    return undefined
  }
  if (Math.abs(amount.e) > 30) return undefined
  const sent = /^-?\d+(\.\d+)?$/.test(exact) ? (exact.split('.')[1]?.length ?? 0) : 0
  const text = amount.abs().toFixed()
  const decimals = Math.max(2, sent, text.split('.')[1]?.length ?? 0)
  return `${amount.lt(0) ? '-' : ''}${amount.abs().toFixed(decimals)}`
}

const digits = (max: number) => fc.stringMatching(new RegExp(`^[0-9]{1,${max}}$`))
const decimalText = fc
  .tuple(fc.constantFrom('', '-'), digits(14), fc.option(digits(14), { nil: undefined }))
  .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}`)
const jsonNumberText = fc
  .tuple(decimalText, fc.option(fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), fc.integer({ min: 0, max: 40 })), { nil: undefined }))
  .map(([decimal, exponent]) => (exponent ? `${decimal}${exponent[0]}${exponent[1]}${exponent[2]}` : decimal))

describe('amounts read as text, exactly as big.js read them', () => {
  it('a decimal string', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        expect(readMoney(text)).toBe(withBig(text))
      }),
      { numRuns: 2000 },
    )
  })

  it("a JSON number's exact text, exponent and all", () => {
    fc.assert(
      fc.property(jsonNumberText, (source) => {
        expect(readMoney(Number(source), source)).toBe(withBig(source))
      }),
      { numRuns: 2000 },
    )
  })

  it('a number without its text, from its shortest form', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(readMoney(value)).toBe(withBig(String(value)))
      }),
      { numRuns: 2000 },
    )
  })

  it.each([
    ['007.50', '7.50'],
    ['-0', '0.00'],
    ['-0.000', '0.000'],
    ['100', '100.00'],
    ['0.0000001', '0.0000001'],
  ])('%j as %j', (input, output) => {
    expect(readMoney(input)).toBe(output)
  })
})
