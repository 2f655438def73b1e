import Big from 'big.js'
import { numberSource } from './json'

const DECIMAL = /^-?\d+(\.\d+)?$/

/**
 * The one form of every amount: a plain decimal string ("12.50", "0.00", "-3.10", "0.0000001") with at
 * least two decimals, and as many as were sent (the last decimal sent is the price step, see the price
 * helper). Exact: the digits go through big.js, never a binary double.
 */
function normalise(exact: string): string | undefined {
  let amount: Big
  try {
    amount = new Big(exact)
  } catch {
    return undefined
  }
  // No amount is 10^30 or 10^-30; an exponent that far out is not money (and would print a huge string).
  if (Math.abs(amount.e) > 30) return undefined
  const sent = DECIMAL.test(exact) ? (exact.split('.')[1]?.length ?? 0) : 0
  const text = amount.abs().toFixed()
  const decimals = Math.max(2, sent, text.split('.')[1]?.length ?? 0)
  return `${amount.lt(0) ? '-' : ''}${amount.abs().toFixed(decimals)}`
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
