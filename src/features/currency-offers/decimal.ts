import { Decimal } from '../../lib/exact-decimal'

export { Decimal }

const DECIMAL_TEXT = /^\d+(\.\d+)?$/

/** A non-negative decimal string ("12.50") as a Decimal; throws on anything else. */
export function dec(value: string): Decimal {
  if (!DECIMAL_TEXT.test(value)) throw new Error(`not a decimal amount: ${value}`)
  return new Decimal(value)
}

/** A price as an exact fraction: `amount` EUR for `per` base units. Compared without dividing. */
export interface UnitPrice {
  amount: Decimal
  per: number
}

/** Exact comparison of two per-unit prices: a/m < b/n ⇔ a·n < b·m (both multipliers are positive). */
export function compareUnitPrice(a: UnitPrice, b: UnitPrice): -1 | 0 | 1 {
  return a.amount.times(b.per).cmp(b.amount.times(a.per))
}

/** The price of one base unit, to 20 decimal places (exact whenever the multiplier is 2^a·5^b). */
export function perBaseUnit(price: UnitPrice): Decimal {
  return price.per === 1 ? price.amount : price.amount.div(price.per)
}

/**
 * The same price for another unit: `price.amount` EUR for `price.per` base units, as EUR for `per` base units
 * (€10.40 per 1000 VP is €0.0104 per VP). Exact when the ratio of the units is a power of ten; otherwise rounded
 * at 20 decimal places, as `perBaseUnit`.
 */
export function pricePer(price: UnitPrice, per: number): Decimal {
  if (per === price.per) return price.amount
  if (per === 1) return perBaseUnit(price)
  return price.amount.times(per).div(price.per)
}

const DISPLAY_SIGNIFICANT = 6

/**
 * A per-unit amount for display: at least 2 decimals; below 1, six significant digits (0.000123,
 * 0.00012346), at or above 1, up to four decimals. `rounded` says the text is not the exact value.
 */
export function displayAmount(value: Decimal): { text: string; rounded: boolean } {
  let places = 4
  if (value.gt(0) && value.lt(1)) {
    // e of 0.000123 is -4: the first significant digit is at the 4th decimal place.
    places = Math.max(2, -value.e + DISPLAY_SIGNIFICANT - 1)
  }
  const shown = value.round(places, Decimal.roundHalfUp)
  let text = shown.toFixed(Math.max(2, places))
  while (/\.\d{3,}$/.test(text) && text.endsWith('0')) text = text.slice(0, -1)
  return { text, rounded: !shown.eq(value) }
}
