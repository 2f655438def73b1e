/*
 * Prices as the marketplace takes them: a fixed-point decimal string with exactly 6 decimals ("10.350000"),
 * never an exponent ("1e-7") nor a binary double's tail ("0.30000000000000004"). Exact: the digits are moved
 * as whole numbers (BigInt), never through floating point.
 */

/** The decimals the live service keeps on a price. */
export const PRICE_DECIMALS = 6

/** `units` × 10^-scale: a decimal, exactly. */
export interface ExactDecimal {
  negative: boolean
  units: bigint
  scale: number
}

const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i
/** Every JavaScript number fits (5e-324 to 1.8e308); an exponent further out is not a price and would spell a huge string. */
const MAX_EXPONENT = 400

/** A decimal written as text or a number ("10.8", "1.08e1", 0.1, "-3"); null for anything else. */
export function parseDecimal(value: string | number): ExactDecimal | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null
  const match = NUMBER.exec(String(value).trim())
  if (!match) return null
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match
  if (whole === '' && fraction === '') return null
  const exponent = Number(exponentText)
  if (Math.abs(exponent) > MAX_EXPONENT) return null
  let units = BigInt(`${whole}${fraction}` || '0')
  let scale = fraction.length - exponent
  if (scale < 0) {
    units *= 10n ** BigInt(-scale)
    scale = 0
  }
  // The shortest form: 10.800 is 108 × 10^-1.
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n
    scale--
  }
  return { negative: sign === '-' && units !== 0n, units, scale }
}

/** Two decimals written differently ("10.8", "10.80") are the same number; null is only the same as null. */
export function sameDecimal(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b
  const x = parseDecimal(a.trim())
  const y = parseDecimal(b.trim())
  return x !== null && y !== null && x.units === y.units && x.scale === y.scale && x.negative === y.negative
}

/** How many decimals a decimal needs (10.80 needs 1); null when it is not a decimal. */
export function decimalPlaces(value: string | number): number | null {
  return parseDecimal(value)?.scale ?? null
}

function spell({ negative, units, scale }: ExactDecimal, decimals: number): string {
  const scaled = (units * 10n ** BigInt(decimals - scale)).toString().padStart(decimals + 1, '0')
  const integer = scaled.slice(0, scaled.length - decimals)
  const fraction = scaled.slice(scaled.length - decimals)
  return `${negative ? '-' : ''}${integer}${decimals > 0 ? `.${fraction}` : ''}`
}

/**
 * A non-negative decimal as the marketplace's price text, exactly: "10.8" → "10.800000". Null when it is not a
 * decimal, is negative, or needs more than `decimals` decimals (it is never rounded here: say so to the seller).
 */
export function fixedPointPrice(value: string | number, decimals: number = PRICE_DECIMALS): string | null {
  const parsed = parseDecimal(value)
  if (!parsed || parsed.negative || parsed.scale > decimals) return null
  return spell(parsed, decimals)
}

export type Rounding = 'down' | 'up' | 'half-up'

/**
 * A non-negative decimal rounded to `decimals` decimals, as price text: for a computed price (a suggestion one
 * step under a competitor) that may carry more decimals than the marketplace keeps. `down` never raises a
 * price, `up` never lowers one. Null when it is not a non-negative decimal.
 */
export function roundedFixedPointPrice(
  value: string | number,
  rounding: Rounding,
  decimals: number = PRICE_DECIMALS,
): string | null {
  const parsed = parseDecimal(value)
  if (!parsed || parsed.negative) return null
  if (parsed.scale <= decimals) return spell(parsed, decimals)
  const divisor = 10n ** BigInt(parsed.scale - decimals)
  let units = parsed.units / divisor
  const rest = parsed.units % divisor
  if (rounding === 'up' && rest > 0n) units++
  if (rounding === 'half-up' && rest * 2n >= divisor) units++
  return spell({ negative: false, units, scale: decimals }, decimals)
}
