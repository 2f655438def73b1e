import type { RankableOffer } from './rankable'
import { Decimal } from './decimal'
import type { PreparedOffer } from './offers'

export interface OffersSummary {
  count: number
  /** Different sellers among the offers (one seller may have several). */
  sellers: number
  lowest: Decimal
  median: Decimal
  highest: Decimal
  /** The offer with the shortest delivery time (the cheaper one on a tie). */
  fastest: RankableOffer
}

/**
 * Figures over rows sorted by normalised price, cheapest first (see `byNormalisedPrice`); null when
 * there are none. The median of an even count is the mean of the two middle prices, in decimals.
 */
export function summariseOffers(sortedByPrice: readonly PreparedOffer[]): OffersSummary | null {
  const count = sortedByPrice.length
  const first = sortedByPrice[0]
  const last = sortedByPrice[count - 1]
  if (!first || !last) return null
  const middle = Math.floor(count / 2)
  const upper = sortedByPrice[middle] as PreparedOffer
  const median =
    count % 2 === 1 ? upper.normalised : medianOfTwo((sortedByPrice[middle - 1] as PreparedOffer).normalised, upper.normalised)
  let fastest = first.offer
  for (const row of sortedByPrice) {
    if (row.offer.delivery_time.seconds < fastest.delivery_time.seconds) fastest = row.offer
  }
  const sellers = new Set(sortedByPrice.map((row) => row.offer.seller.id)).size
  return { count, sellers, lowest: first.normalised, median, highest: last.normalised, fastest }
}

function medianOfTwo(a: Decimal, b: Decimal): Decimal {
  return new Decimal(a).plus(b).div(2)
}
