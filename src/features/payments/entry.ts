import { decimalsOf, scaledBigInt } from '../../lib/decimal'

/*
 * A payment decoded once for adding up: its amounts read as exact whole units (lib/decimal), so that summing a
 * year held in memory never reads a decimal string again, and never uses a binary float.
 */

/** What the figures read of a payment (a stored copy's record or a page's). */
export interface MoneyLine {
  readonly type: string | null
  readonly amount_eur: string | null
  readonly amount_usd: string | null
  readonly is_fine: boolean | null
  readonly is_warehouse?: boolean | null
  readonly created_at: number | null
}

/** An exact amount: `units` × 10^-scale. */
export interface Units {
  readonly units: bigint
  readonly scale: number
}

/** A payment as the figures add it up; `eur` null when its amount could not be read. */
export interface Entry {
  /** When it was made, in ms. */
  readonly at: number
  readonly type: string | null
  readonly is_fine: boolean
  readonly is_warehouse: boolean
  readonly eur: Units | null
  readonly usd: Units | null
}

const unitsOf = (amount: string): Units => {
  const scale = decimalsOf(amount.trim())
  return { units: scaledBigInt(amount, scale), scale }
}

/** A payment decoded for adding up; null when its date is unknown (it belongs to no range). */
export function toEntry(line: MoneyLine): Entry | null {
  if (line.created_at === null) return null
  return {
    at: line.created_at * 1000,
    type: line.type,
    is_fine: line.is_fine === true,
    is_warehouse: line.is_warehouse === true,
    eur: line.amount_eur === null ? null : unitsOf(line.amount_eur),
    usd: line.amount_usd === null ? null : unitsOf(line.amount_usd),
  }
}

const POWERS = Array.from({ length: 19 }, (_, power) => 10n ** BigInt(power))
/** 10^power as a BigInt. */
export const POWER = (power: number): bigint => POWERS[power] ?? 10n ** BigInt(power)
/** `amount` in units of 10^-to (to ≥ its scale). */
export const rescale = ({ units, scale }: Units, to: number) => (scale === to ? units : units * POWER(to - scale))

