import type { CurrencyOffer } from '../../../api/records/currency-offer'
import { PRICE_DECIMALS } from '../../../lib/fixed-point'
import { Decimal, dec, pricePer } from '../decimal'
import { prepareOffers } from '../offers'
import type { RankableOffer } from '../rankable'
import { suggestPrice } from '../repricing/rule'
import { toRule, type RepricingSettings } from '../repricing/settings'

export interface PriceChange {
  /** EUR per the offer's own unit, as sent: fixed-point with 6 decimals ("10.350000"). */
  price: string
  /** The offer's price before, as the API gave it. */
  previous: string
  /** The cheapest counted competitor that set the price, and its price per the offer's unit; null when none. */
  competitor: { seller: string; price: string } | null
}

export type Decision =
  | { kind: 'set'; change: PriceChange }
  /** Nothing to do this round: the price already follows the rule. */
  | { kind: 'hold' }
  /** The offer cannot be repriced as set: it pauses with this reason. */
  | { kind: 'stop'; reason: string }

const fixed = (value: Decimal) => value.toFixed(PRICE_DECIMALS)

/** The price as the API takes it, within [floor, ceiling] (per the offer's unit) or null when no such price exists. */
function fixedPointWithin(price: Decimal, floor: Decimal, ceiling: Decimal): Decimal | null {
  let rounded = price.round(PRICE_DECIMALS, Decimal.roundDown)
  if (rounded.lt(floor)) rounded = price.round(PRICE_DECIMALS, Decimal.roundUp)
  return rounded.lt(floor) || rounded.gt(ceiling) || rounded.eq(0) ? null : rounded
}

/**
 * One round of automatic repricing for one offer: the repricing assistant's rule on the market now, and whether
 * its price differs from the offer's by at least one step. Never a price outside the floor and the ceiling.
 */
export function decide(settings: RepricingSettings, offer: CurrencyOffer, competitors: readonly RankableOffer[]): Decision {
  const { rule, errors } = toRule(settings)
  const error = errors.floor ?? errors.ceiling ?? errors.step
  if (error) return { kind: 'stop', reason: `The repricing settings need a fix: ${error}` }
  if (!rule.floor || !rule.ceiling) return { kind: 'stop', reason: 'Automatic repricing needs a floor and a ceiling.' }
  if (offer.price_eur === null || offer.currency_unit === null) {
    return { kind: 'stop', reason: 'Your offer’s price or unit could not be read.' }
  }
  const offerUnit = offer.currency_unit.multiplier
  const previous = dec(offer.price_eur)
  const current = pricePer({ amount: previous, per: offerUnit }, rule.myUnit)
  const suggestion = suggestPrice(prepareOffers(competitors), rule, current)
  if (!suggestion.price) return { kind: 'hold' }

  const step = suggestion.step ?? rule.step
  if (step && suggestion.price.minus(current).abs().lt(step)) return { kind: 'hold' }

  const inOfferUnit = (value: Decimal) => pricePer({ amount: value, per: rule.myUnit }, offerUnit)
  const price = fixedPointWithin(inOfferUnit(suggestion.price), inOfferUnit(rule.floor), inOfferUnit(rule.ceiling))
  if (!price || price.eq(previous)) return { kind: 'hold' }

  const cheapest = suggestion.cheapest
  return {
    kind: 'set',
    change: {
      price: fixed(price),
      previous: offer.price_eur,
      competitor: cheapest
        ? { seller: cheapest.row.offer.seller.username, price: fixed(inOfferUnit(cheapest.price)) }
        : null,
    },
  }
}
