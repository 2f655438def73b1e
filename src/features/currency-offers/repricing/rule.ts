import { Decimal, pricePer, type UnitPrice } from '../decimal'
import { byNormalisedPrice, isInStock, type PreparedOffer } from '../offers'
import { winningPrice } from '../price-helper'
import { MAX_DELIVERY_SECONDS } from '../max-delivery'
import type { MaxDelivery } from '../search'

/** The seller's settings for one offer. Every amount is EUR per the seller's own unit (`myUnit` base units). */
export interface RepricingRule {
  myUnit: number
  floor: Decimal | null
  ceiling: Decimal | null
  /** null: one price step of the cheapest competitor's price, as the price helper counts it. */
  step: Decimal | null
  ignoredSellers: readonly string[]
  inStockOnly: boolean
  maxDelivery: MaxDelivery | undefined
}

/** The seller's price now: typed in the price helper, or their offer's price on the marketplace. */
export interface CurrentPrice {
  price: UnitPrice
  source: 'helper' | 'offer'
}

export type SuggestionReason =
  | { kind: 'undercut' }
  | { kind: 'leaving'; leaving: Decimal }
  | { kind: 'floor'; underFloor: number }
  | { kind: 'ceiling' }
  | { kind: 'no-competitor'; source: 'ceiling' | 'current' | 'floor' | 'none' }
  | { kind: 'no-room' }

export interface Suggestion {
  /** EUR per the seller's unit; null when nothing can be suggested (no competitor, no ceiling, no current price). */
  price: Decimal | null
  reason: SuggestionReason
  /** The cheapest counted competitor and its price per the seller's unit. */
  cheapest: { row: PreparedOffer; price: Decimal } | null
  /** The undercut step per the seller's unit. */
  step: Decimal | null
  /** The cheapest counted price minus the step, per the seller's unit (before the clamps). */
  target: Decimal | null
  counted: number
  /** How many of the cheapest counted offers sit within one step of the cheapest, when three or more do. */
  priceWar: number | null
}

/** Suggested prices are exact; only a conversion to a unit that is no power of ten can need rounding (down: it still wins). */
const MAX_DECIMALS = 12

const toMine = (row: PreparedOffer, myUnit: number): Decimal => pricePer(row.unitPrice, myUnit)

export function countedOffers(rows: readonly PreparedOffer[], rule: RepricingRule): PreparedOffer[] {
  const ignored = new Set(rule.ignoredSellers.map((name) => name.trim().toLowerCase()))
  const limit = rule.maxDelivery ? MAX_DELIVERY_SECONDS[rule.maxDelivery] : Infinity
  return byNormalisedPrice(
    rows.filter(
      (row) =>
        !ignored.has(row.offer.seller.username.toLowerCase()) &&
        (!rule.inStockOnly || isInStock(row.offer)) &&
        row.offer.delivery_time.seconds <= limit,
    ),
  )
}

function clamp(price: Decimal, rule: RepricingRule): Decimal {
  if (rule.ceiling && price.gt(rule.ceiling)) price = rule.ceiling
  if (rule.floor && price.lt(rule.floor)) price = rule.floor
  return price
}

/**
 * One suggested price for the seller's offer: the cheapest counted competitor's price minus the step, on the
 * seller's unit, kept between the floor and the ceiling. `current` is the seller's price per their unit.
 */
export function suggestPrice(rows: readonly PreparedOffer[], rule: RepricingRule, current: Decimal | null): Suggestion {
  const counted = countedOffers(rows, rule)
  const winning = winningPrice(counted)
  const base = { counted: counted.length, priceWar: null, cheapest: null, step: null, target: null }
  if (!winning) {
    const source = rule.ceiling ? 'ceiling' : current ? 'current' : rule.floor ? 'floor' : 'none'
    const price = rule.ceiling ?? current ?? rule.floor
    return { ...base, price: price ? clamp(price, rule) : null, reason: { kind: 'no-competitor', source } }
  }
  const { cheapest: row } = winning
  const cheapestPrice = toMine(row, rule.myUnit)
  const step = rule.step ?? pricePer({ amount: winning.step, per: row.unitPrice.per }, rule.myUnit)
  const exactTarget = cheapestPrice.minus(step)
  const target = exactTarget.gt(0) ? exactTarget.round(MAX_DECIMALS, Decimal.roundDown) : null
  const result = {
    ...base,
    cheapest: { row, price: cheapestPrice },
    step,
    target,
    priceWar: priceWar(counted, cheapestPrice, step, rule.myUnit),
  }

  if (!target || target.eq(0)) {
    return { ...result, price: rule.floor ? clamp(rule.floor, rule) : null, reason: { kind: 'no-room' } }
  }
  if (rule.floor && target.lt(rule.floor)) {
    const underFloor = counted.filter((offer) => toMine(offer, rule.myUnit).lt(rule.floor!)).length
    return { ...result, price: clamp(target, rule), reason: { kind: 'floor', underFloor } }
  }
  if (rule.ceiling && target.gt(rule.ceiling)) return { ...result, price: clamp(target, rule), reason: { kind: 'ceiling' } }
  if (current && current.lt(target)) {
    return { ...result, price: target, reason: { kind: 'leaving', leaving: target.minus(current) } }
  }
  return { ...result, price: target, reason: { kind: 'undercut' } }
}

/** Three or more of the cheapest counted offers within one step of the cheapest: a price war. */
function priceWar(counted: readonly PreparedOffer[], cheapest: Decimal, step: Decimal, myUnit: number): number | null {
  const limit = cheapest.plus(step)
  let within = 0
  for (const row of counted) {
    if (toMine(row, myUnit).gt(limit)) break
    within++
  }
  return within >= 3 ? within : null
}
