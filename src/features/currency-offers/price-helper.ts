import { compareUnitPrice, Decimal, type UnitPrice } from './decimal'
import type { PreparedOffer } from './offers'

export type ParsedPrice = { ok: true; value: Decimal } | { ok: false; message: string }

const MAX_DECIMALS = 12

/** Reads the seller's price: digits with an optional "." and up to 12 decimals, above zero. */
export function parsePriceInput(text: string): ParsedPrice {
  const value = text.trim()
  if (value === '') return { ok: false, message: 'Enter a price, such as 0.0125.' }
  if (/^-/.test(value)) return { ok: false, message: 'A price cannot be negative.' }
  if (/^\d+,\d+$/.test(value)) {
    return { ok: false, message: `Use a dot for decimals: ${value.replace(',', '.')}.` }
  }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value)
  if (!match || (match[1] === '' && !match[2])) {
    return { ok: false, message: 'Enter the price as a number in EUR, such as 0.0125 (digits and one dot, no currency sign).' }
  }
  if ((match[2] ?? '').length > MAX_DECIMALS) {
    return { ok: false, message: `Use at most ${MAX_DECIMALS} decimal places.` }
  }
  const parsed = new Decimal(`${match[1] || '0'}.${match[2] || '0'}`)
  if (parsed.eq(0)) return { ok: false, message: 'Enter a price above 0.' }
  return { ok: true, value: parsed }
}

export interface RankResult {
  /** 1 + the number of competitors strictly cheaper. */
  rank: number
  /** Competitors at exactly the same normalised price. */
  tied: number
  /** Competitors compared against. */
  competitors: number
}

/** Where the seller's price per `per` base units would stand among the competitors (exact comparison). */
export function rankPrice(mine: UnitPrice, competitors: readonly PreparedOffer[]): RankResult {
  let cheaper = 0
  let tied = 0
  for (const row of competitors) {
    const order = compareUnitPrice(row.unitPrice, mine)
    if (order < 0) cheaper++
    else if (order === 0) tied++
  }
  return { rank: cheaper + 1, tied, competitors: competitors.length }
}

/**
 * The smallest price step of a quoted price: one unit in its last decimal place, and never coarser
 * than 0.01 EUR ("12.50" → 0.01, "0.000126" → 0.000001, "12" → 0.01).
 */
export function priceStep(price: string): Decimal {
  const decimals = Math.max(2, price.split('.')[1]?.length ?? 0)
  return new Decimal(1).div(new Decimal(10).pow(decimals))
}

export interface WinningPrice {
  /** The offer to beat: the cheapest competitor (with the finest step among equally cheap ones). */
  cheapest: PreparedOffer
  /** Its step: one unit in the last decimal place of its price. */
  step: Decimal
  /** Its price minus one step, per its own quoted unit; null when that is not above 0. */
  amount: Decimal | null
}

/**
 * The highest price that would still be the cheapest: the cheapest competitor's price, one step lower,
 * on that competitor's quoted unit. Rows must be sorted by normalised price, cheapest first.
 */
export function winningPrice(sortedByPrice: readonly PreparedOffer[]): WinningPrice | null {
  const first = sortedByPrice[0]
  if (!first) return null
  let cheapest = first
  let step = priceStep(first.offer.price_eur)
  for (const row of sortedByPrice) {
    if (compareUnitPrice(row.unitPrice, first.unitPrice) !== 0) break
    const rowStep = priceStep(row.offer.price_eur)
    // A finer step per base unit gives a higher winning price.
    if (compareUnitPrice({ amount: rowStep, per: row.unitPrice.per }, { amount: step, per: cheapest.unitPrice.per }) < 0) {
      cheapest = row
      step = rowStep
    }
  }
  const amount = cheapest.unitPrice.amount.minus(step)
  return { cheapest, step, amount: amount.gt(0) ? amount : null }
}
