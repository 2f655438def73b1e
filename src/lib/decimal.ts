/*
 * Exact arithmetic on the API's decimal strings ("12.50", "-3.1", "0.000001"): each is read as a whole number of
 * 10^-scale units in a BigInt, never as a binary float. Sums of a year of payments (20 000 of them) take a few
 * milliseconds this way. The price pages' arithmetic, division included, is `Decimal` (exact-decimal.ts).
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

/** How many decimals `value` has: "12.50" → 2. */
export function decimalsOf(value: string): number {
  const dot = value.indexOf('.')
  return dot < 0 ? 0 : value.length - dot - 1
}

/** Reads a decimal string as an exact integer scaled by 10^scale (scale ≥ its decimals). */
export function scaledBigInt(value: string, scale: number): bigint {
  const match = DECIMAL.exec(value.trim())
  if (!match) throw new Error(`not a decimal amount: ${value}`)
  const [, sign = '', whole = '0', fraction = ''] = match
  const magnitude = BigInt(whole + fraction.padEnd(scale, '0'))
  return sign === '-' ? -magnitude : magnitude
}

/** The decimal string of `units` × 10^-scale, with `scale` decimals: (-1250n, 2) → "-12.50". */
export function formatScaledBigInt(units: bigint, scale: number): string {
  const sign = units < 0n ? '-' : ''
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0')
  return scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

/** Compares two decimal strings exactly: negative, zero or positive like a sort comparator. */
export function compareDecimal(a: string, b: string): number {
  const scale = Math.max(decimalsOf(a), decimalsOf(b))
  const x = scaledBigInt(a, scale)
  const y = scaledBigInt(b, scale)
  return x < y ? -1 : x > y ? 1 : 0
}

/** The exact sum of decimal strings, with as many decimals as the longest (at least two). */
export function sumDecimals(values: readonly string[]): string {
  const scale = Math.max(2, ...values.map(decimalsOf))
  return formatScaledBigInt(values.reduce((sum, value) => sum + scaledBigInt(value, scale), 0n), scale)
}
