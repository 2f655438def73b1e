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

export { compareDecimal, sumDecimals } from '../lib/decimal'

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
