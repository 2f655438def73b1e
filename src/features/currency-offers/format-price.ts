import { formatMoney } from '../../lib/format'
import { displayAmount, type Decimal } from './decimal'
import type { PreparedOffer } from './offers'

/** A per-unit price for display, with enough decimals for tiny prices (€0.00000018); "≈" when rounded. */
export function formatUnitPrice(value: Decimal, currency: 'EUR' | 'USD' = 'EUR'): string {
  const { text, rounded } = displayAmount(value)
  const money = formatMoney(text, currency)
  return rounded ? `≈ ${money}` : money
}

const INPUT_DECIMALS = 12

/** A decimal for an input field: exact when it fits 12 decimals, otherwise rounded down (towards cheaper). */
export function toInputText(value: Decimal): string {
  return value.round(INPUT_DECIMALS, 0).toFixed(INPUT_DECIMALS).replace(/\.?0+$/, '')
}

/** A price that must still win once shown: exact, or rounded down at 12 decimals. */
export function formatWinningPrice(value: Decimal): string {
  return formatMoney(toInputText(value), 'EUR')
}

/** A price band's edge: rounded like `formatUnitPrice`, without the "≈" (every band edge is a rounded cut). */
export function formatBandEdge(value: Decimal): string {
  return formatMoney(displayAmount(value).text, 'EUR')
}

const offerPriceTexts = new WeakMap<PreparedOffer, { eur: string; usd: string }>()

/**
 * A row's per-unit prices as text, worked out once per response (rows are prepared per response) rather
 * than each time a row enters the table's window, so scrolling and sorting do no decimal arithmetic.
 */
export function offerPriceText(row: PreparedOffer): { eur: string; usd: string } {
  let texts = offerPriceTexts.get(row)
  if (!texts) {
    texts = { eur: formatUnitPrice(row.normalised), usd: formatUnitPrice(row.normalisedUsd, 'USD') }
    offerPriceTexts.set(row, texts)
  }
  return texts
}
