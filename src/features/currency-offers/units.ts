import type { RankableOffer } from './rankable'
import { formatNumber } from '../../lib/format'

export interface QuotedUnit {
  multiplier: number
  /** "1K Gold" */
  name: string
}

/** The base unit all prices are normalised to: the currency's name when the offers agree on it. */
export function baseUnitName(offers: readonly RankableOffer[]): string {
  const names = new Set(offers.map((offer) => offer.currency_unit.currency_name))
  const [only] = names
  return names.size === 1 && only ? only : 'base unit'
}

/** "1 Gold" for the base unit, "1K Gold" for a quoted unit. */
export function unitLabel(multiplier: number, units: readonly QuotedUnit[], baseName: string): string {
  if (multiplier === 1) return `1 ${baseName}`
  return units.find((unit) => unit.multiplier === multiplier)?.name ?? `${formatNumber(multiplier)} ${baseName}`
}

/** The units the offers are quoted in, smallest first, one per multiplier. */
export function quotedUnits(offers: readonly RankableOffer[]): QuotedUnit[] {
  const byMultiplier = new Map<number, string>()
  for (const { currency_unit: unit } of offers) {
    if (!byMultiplier.has(unit.multiplier)) byMultiplier.set(unit.multiplier, unit.name)
  }
  return [...byMultiplier]
    .map(([multiplier, name]) => ({ multiplier, name }))
    .sort((a, b) => a.multiplier - b.multiplier)
}

/** The quoted units with the seller's own offer's unit among them, so its name is known even when no competitor quotes it. */
export function withOwnUnit(units: readonly QuotedUnit[], own: QuotedUnit | null): QuotedUnit[] {
  if (!own || units.some((unit) => unit.multiplier === own.multiplier)) return [...units]
  return [...units, own].sort((a, b) => a.multiplier - b.multiplier)
}

/** The units a seller may type a price per: 1 base unit, every quoted unit, and any other one asked for. */
export function unitChoices(units: readonly QuotedUnit[], ...also: number[]): number[] {
  const choices = new Set([1, ...units.map((unit) => unit.multiplier), ...also])
  return [...choices].sort((a, b) => a - b)
}
