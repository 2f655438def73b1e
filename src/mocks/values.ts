import type { DeliveryTimeRecord, DeliveryTimeUnit } from './types'

export const MINUTE = 60
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

/** Formats an integer number of 10^-scale units as a decimal string with at least `minDecimals` decimals. */
export function formatScaled(value: number, scale: number, minDecimals = 2): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not a safe integer: ${value}`)
  const sign = value < 0 ? '-' : ''
  const digits = String(Math.abs(value)).padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  let fraction = digits.slice(digits.length - scale)
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1)
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`
}

/** 1250 → "12.50" */
export function formatCents(cents: number): string {
  return formatScaled(cents, 2, 2)
}

/** Reads a decimal string as an exact integer scaled by 10^scale. */
function scaledBigInt(value: string, scale: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim())
  if (!match) throw new Error(`not a decimal amount: ${value}`)
  const [, sign = '', whole = '0', fraction = ''] = match
  const magnitude = BigInt(whole + fraction.padEnd(scale, '0'))
  return sign === '-' ? -magnitude : magnitude
}

/** Compares two decimal strings exactly: negative, zero or positive like a sort comparator. */
export function compareDecimal(a: string, b: string): number {
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0)
  const x = scaledBigInt(a, scale)
  const y = scaledBigInt(b, scale)
  return x < y ? -1 : x > y ? 1 : 0
}

/** The exact sum of decimal strings, with as many decimals as the longest (at least two). */
export function sumDecimals(values: readonly string[]): string {
  const scale = Math.max(2, ...values.map((value) => value.split('.')[1]?.length ?? 0))
  const total = values.reduce((sum, value) => sum + scaledBigInt(value, scale), 0n)
  const sign = total < 0n ? '-' : ''
  const digits = (total < 0n ? -total : total).toString().padStart(scale + 1, '0')
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

/** The seed's fixed EUR → USD rate, applied in integer arithmetic (×1.08, rounded half up). */
export function eurToUsd(scaledEur: number): number {
  return Math.floor((scaledEur * 108 + 50) / 100)
}

const LABELS: Record<DeliveryTimeUnit, { seconds: number; short: string; one: string; many: string }> = {
  minutes: { seconds: MINUTE, short: 'min', one: 'minute', many: 'minutes' },
  hours: { seconds: HOUR, short: 'h', one: 'hour', many: 'hours' },
  days: { seconds: DAY, short: 'd', one: 'day', many: 'days' },
}

/** `deliveryTime(5, 'minutes')` → `{ duration: 5, unit: 'minutes', format: '5 min', format_long: '5 minutes', seconds: 300 }` */
export function deliveryTime(duration: number, unit: DeliveryTimeUnit): DeliveryTimeRecord {
  const label = LABELS[unit]
  return {
    duration,
    unit,
    format: `${duration} ${label.short}`,
    format_long: `${duration} ${duration === 1 ? label.one : label.many}`,
    seconds: duration * label.seconds,
  }
}
