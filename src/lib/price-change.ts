import { parseDecimal, type ExactDecimal } from './fixed-point'

/*
 * A price changed by a rule the seller gives for many offers at once: set it, or raise or lower it by a percentage
 * or an amount. Exact (BigInt, never a binary float), rounded half-up to the field's decimals, and never below the
 * field's minimum: a price that would fall under it is raised to it, and says so.
 */

export const PRICE_CHANGE_MODES = ['set', 'raise-percent', 'lower-percent', 'raise-amount', 'lower-amount'] as const
export type PriceChangeMode = (typeof PRICE_CHANGE_MODES)[number]

export interface PriceChange {
  mode: PriceChangeMode
  /** As typed: "12.60", "5", "0.5". */
  value: string
}

/** What a price field takes: its decimals and its least value (decimal text). */
export interface PriceRule {
  decimals: number
  min: string
}

export type ChangedPrice = { price: string; clamped: boolean } | { error: string }

const PLAIN = /^\d+(\.\d+)?$/

/** `value` × 10^`scale`, as a whole number of 10^-scale units (scale ≥ its decimals). */
const unitsAt = ({ units, scale: own }: ExactDecimal, scale: number) => units * 10n ** BigInt(scale - own)

function spell(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0')
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
}

/** Half-up: `units` at `from` decimals to `to` decimals (from ≥ to), for non-negative units. */
function roundHalfUp(units: bigint, from: number, to: number): bigint {
  if (from <= to) return units * 10n ** BigInt(to - from)
  const divisor = 10n ** BigInt(from - to)
  const rest = units % divisor
  return units / divisor + (rest * 2n >= divisor ? 1n : 0n)
}

/** Why the typed value cannot be used, or null. */
export function priceChangeError(change: PriceChange, rule: PriceRule): string | null {
  const text = change.value.trim()
  const percent = change.mode.endsWith('percent')
  if (text === '') return percent ? 'Enter the percentage.' : 'Enter the amount in euros.'
  if (!PLAIN.test(text)) return `Enter a number with a point, like ${percent ? '5' : '1.50'}.`
  const value = parseDecimal(text)!
  if (!percent && value.scale > rule.decimals) return `The price can have at most ${rule.decimals} decimals; this one has ${value.scale}.`
  if (change.mode === 'lower-percent' && value.units >= 100n * 10n ** BigInt(value.scale)) {
    return 'A price can be lowered by less than 100 %.'
  }
  if (change.mode !== 'set' && value.units === 0n) return 'Enter a change other than 0.'
  return null
}

/**
 * The new price of an offer priced `before` (decimal text), as the field's text with exactly its decimals, or why
 * there is none (the change cannot be read, or the price before is unknown).
 */
export function changedPrice(before: string | null, change: PriceChange, rule: PriceRule): ChangedPrice {
  const error = priceChangeError(change, rule)
  if (error) return { error }
  const value = parseDecimal(change.value.trim())!
  const min = parseDecimal(rule.min)!
  let units: bigint
  let scale: number
  if (change.mode === 'set') {
    ;[units, scale] = [value.units, value.scale]
  } else {
    const old = before === null ? null : parseDecimal(before.trim())
    if (!old || old.negative) return { error: 'The price before is not known.' }
    if (change.mode.endsWith('amount')) {
      scale = Math.max(old.scale, value.scale)
      const delta = unitsAt(value, scale)
      units = unitsAt(old, scale) + (change.mode === 'raise-amount' ? delta : -delta)
    } else {
      // old × (100 ± p) / 100, exact: the factor has value.scale + 2 decimals.
      const hundred = 100n * 10n ** BigInt(value.scale)
      const factor = change.mode === 'raise-percent' ? hundred + value.units : hundred - value.units
      units = old.units * factor
      scale = old.scale + value.scale + 2
    }
  }
  let rounded = units < 0n ? 0n : roundHalfUp(units, scale, rule.decimals)
  const least = unitsAt(min, rule.decimals)
  const clamped = rounded < least
  if (clamped) rounded = least
  return { price: spell(rounded, rule.decimals), clamped }
}

/** How a change reads in a sentence: "Raise the price by 5 %", "Set the price to €12.60". */
export function describePriceChange({ mode, value }: PriceChange): string {
  const text = value.trim()
  switch (mode) {
    case 'set':
      return `Set the price to €${text}`
    case 'raise-percent':
      return `Raise the price by ${text} %`
    case 'lower-percent':
      return `Lower the price by ${text} %`
    case 'raise-amount':
      return `Raise the price by €${text}`
    case 'lower-amount':
      return `Lower the price by €${text}`
  }
}
