import type { RankableOffer } from './rankable'
import { compareUnitPrice, dec, perBaseUnit, type Decimal, type UnitPrice } from './decimal'
import { MAX_DELIVERY_SECONDS } from './max-delivery'
import type { MaxDelivery, OffersSort } from './search'

/** An offer with its prices read once, as exact decimals. */
export interface PreparedOffer {
  offer: RankableOffer
  /** price_eur for `currency_unit.multiplier` base units. */
  unitPrice: UnitPrice
  /** EUR per one base unit (20 decimal places; exact for multipliers such as 1, 10, 1000). */
  normalised: Decimal
  /** USD per one base unit. */
  normalisedUsd: Decimal
  /** Stock and minimum quantity counted in base units (stock 40 of "1K Gold" is 40,000 Gold). */
  baseStock: number
  baseMinQuantity: number
  /** Position in the server's list, to keep sorting stable. */
  index: number
  /** Position by normalised price (equal prices share one), so later sorts compare integers, not decimals. */
  priceRank: number
}

/**
 * Exact order of two offers' prices per base unit. Rounding to 20 places never reverses an order, so
 * different rounded prices already decide it; only equal ones need the exact (multiplying) comparison.
 */
function compareExact(a: PreparedOffer, b: PreparedOffer): number {
  const rounded = a.normalised.cmp(b.normalised)
  if (rounded !== 0) return rounded
  // The same unit (the usual tie): the quoted amounts compare as they are.
  if (a.unitPrice.per === b.unitPrice.per) return a.unitPrice.amount.cmp(b.unitPrice.amount)
  return compareUnitPrice(a.unitPrice, b.unitPrice)
}

/** Reads every price once per response, so sorting and filtering never parse money again. */
export function prepareOffers(offers: readonly RankableOffer[]): PreparedOffer[] {
  const rows: PreparedOffer[] = offers.map((offer, index) => {
    const per = offer.currency_unit.multiplier
    const unitPrice = { amount: dec(offer.price_eur), per }
    return {
      offer,
      unitPrice,
      normalised: perBaseUnit(unitPrice),
      normalisedUsd: perBaseUnit({ amount: dec(offer.price_usd), per }),
      baseStock: offer.stock * per,
      baseMinQuantity: offer.min_quantity * per,
      index,
      priceRank: 0,
    }
  })
  // The one exact decimal sort per response; every later comparison of prices uses the rank.
  const byExactPrice = [...rows].sort((a, b) => compareExact(a, b) || a.index - b.index)
  byExactPrice.forEach((row, position) => {
    const previous = byExactPrice[position - 1]
    row.priceRank = previous && compareExact(previous, row) === 0 ? previous.priceRank : position
  })
  return rows
}

export interface OfferFilters {
  inStock: boolean
  maxDelivery: MaxDelivery | undefined
}

/** "In stock" means the seller can sell at least the offer's minimum quantity (and at least one unit). */
export function isInStock(offer: RankableOffer): boolean {
  return offer.stock > 0 && offer.stock >= offer.min_quantity
}

export function filterOffers(rows: readonly PreparedOffer[], { inStock, maxDelivery }: OfferFilters): PreparedOffer[] {
  const limit = maxDelivery ? MAX_DELIVERY_SECONDS[maxDelivery] : Infinity
  return rows.filter((row) => (!inStock || isInStock(row.offer)) && row.offer.delivery_time.seconds <= limit)
}

type Comparator = (a: PreparedOffer, b: PreparedOffer) => number

const byPrice: Comparator = (a, b) => a.priceRank - b.priceRank
const COMPARATORS: Record<string, Comparator> = {
  price: byPrice,
  stock: (a, b) => a.baseStock - b.baseStock,
  min_quantity: (a, b) => a.baseMinQuantity - b.baseMinQuantity,
  delivery: (a, b) => a.offer.delivery_time.seconds - b.offer.delivery_time.seconds,
}

/**
 * Sorts by the chosen column ("-" for descending); stock and minimum quantity count base units, so
 * offers in different units compare fairly. Equal values fall back to the normalised price (cheapest
 * first), then to the server's order, so the result never depends on the sort algorithm.
 */
export function sortOffers(rows: readonly PreparedOffer[], sort: OffersSort): PreparedOffer[] {
  const descending = sort.startsWith('-')
  const key = descending ? sort.slice(1) : sort
  const compare = COMPARATORS[key] ?? byPrice
  const direction = descending ? -1 : 1
  return [...rows].sort(
    (a, b) => direction * compare(a, b) || (key === 'price' ? 0 : byPrice(a, b)) || a.index - b.index,
  )
}

/** Rows by normalised price, cheapest first: the basis of the summary, chart and price helper. */
export function byNormalisedPrice(rows: readonly PreparedOffer[]): PreparedOffer[] {
  return sortOffers(rows, 'price')
}
