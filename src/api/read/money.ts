import { numberSource } from './json'

const DECIMAL = /^-?\d+(\.\d+)?$/
/** A decimal as JSON or JavaScript writes a number: sign, digits, decimals, exponent. */
const NUMBER = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i
/** No amount is 10^30 or 10^-30; an exponent that far out is not money (and would print a huge string). */
const MAX_EXPONENT = 30

/**
 * The one form of every amount: a plain decimal string ("12.50", "0.00", "-3.10", "0.0000001") with at
 * least two decimals, and as many as were sent (the last decimal sent is the price step, see the price
 * helper). Exact: the digits are moved as text, never through a binary double (nor a decimal library,
 * which the record pages would otherwise download for this alone).
 */
function normalise(exact: string): string | undefined {
  const match = NUMBER.exec(exact)
  if (!match) return undefined
  const [, minus = '', whole = '', fraction = '', exponent] = match
  const sent = exponent === undefined ? fraction.length : 0
  // The value is `significant` × 10^scale, its digits without leading or trailing zeros.
  const all = `${whole}${fraction}`.replace(/^0+/, '')
  const significant = all.replace(/0+$/, '')
  const scale = Number(exponent ?? 0) - fraction.length + (all.length - significant.length)
  if (significant === '') return `0.${'0'.repeat(Math.max(2, sent))}`
  if (Math.abs(significant.length - 1 + scale) > MAX_EXPONENT) return undefined
  const integer = scale >= 0 ? significant + '0'.repeat(scale) : significant.slice(0, Math.max(0, significant.length + scale)) || '0'
  const decimals = scale >= 0 ? '' : significant.slice(Math.max(0, significant.length + scale)).padStart(-scale, '0')
  return `${minus}${integer}.${decimals.padEnd(Math.max(2, sent), '0')}`
}

function fromNumber(value: number, source: string | undefined): string | undefined {
  if (source !== undefined) return normalise(source)
  return Number.isFinite(value) ? normalise(String(value)) : undefined
}

function fromString(value: string): string | undefined {
  const text = value.trim()
  return DECIMAL.test(text) ? normalise(text) : undefined
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A decimal string, a JSON number (`source`: its exact text, see json.ts) or `{ amount, format, currency }`
 * as one decimal string; undefined when it is not an amount ("N/A", "12,50 €", an object without one).
 */
export function readMoney(raw: unknown, source?: string): string | undefined {
  if (typeof raw === 'string') return fromString(raw)
  if (typeof raw === 'number') return fromNumber(raw, source)
  if (isObject(raw)) {
    const amount = raw.amount
    if (typeof amount === 'string') return fromString(amount)
    if (typeof amount === 'number') return fromNumber(amount, numberSource(raw, 'amount'))
  }
  return undefined
}
