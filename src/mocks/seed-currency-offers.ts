import type { CurrencyOfferStatus } from '../api/lists'
import { GAMES } from './seed-account-order-parts'
import { CURRENCY_OFFERS, FFXIV_GIL, OSRS_GOLD, WOW_GOLD, currencyUnitOf, type Market } from './seed-other-offers'
import type { CurrencyOfferRecord, CurrencyUnitRecord, DeliveryTimeRecord, GameRecord } from './types'
import { DAY, HOUR, deliveryTime, eurToUsd, formatScaled } from './values'

interface OwnOffer {
  id: number
  title: string
  game: GameRecord
  unit: CurrencyUnitRecord
  status: CurrencyOfferStatus
  stock: number
  minQuantity: number
  /** Per unit, in nano-euros, as the competitors' prices. */
  priceNanoEur: number
  delivery: DeliveryTimeRecord
  createdDaysAgo: number
  updatedHoursAgo: number
}

const unit = (market: Market, index: number) => currencyUnitOf(market, market.units[index] as Market['units'][number])

/** Lost Ark has no market in the seed: nobody competes with 3002. */
const LOST_ARK_GOLD: CurrencyUnitRecord = {
  slug: 'lost-ark-euc-gold-1k',
  currency_name: 'Gold',
  name: '1K Gold',
  symbol: 'g',
  multiplier: 1000,
}

/** Priced inside their competitors' range, so each has a rank to show. */
const OWN_OFFERS: OwnOffer[] = [
  {
    id: CURRENCY_OFFERS.wowGold.id, title: 'WoW EU gold, every realm', game: GAMES.wow, unit: unit(WOW_GOLD, 1),
    status: 'active', stock: 250, minQuantity: 5, priceNanoEur: 119_000_000, delivery: deliveryTime(15, 'minutes'),
    createdDaysAgo: 120, updatedHoursAgo: 5,
  },
  {
    id: CURRENCY_OFFERS.lonely.id, title: 'Lost Ark gold, EU Central', game: GAMES.lostArk, unit: LOST_ARK_GOLD,
    status: 'listed', stock: 80, minQuantity: 1, priceNanoEur: 450_000_000, delivery: deliveryTime(1, 'hours'),
    createdDaysAgo: 40, updatedHoursAgo: 30,
  },
  {
    id: CURRENCY_OFFERS.crowded.id, title: 'OSRS gold, fast trade at the Grand Exchange', game: GAMES.osrs,
    unit: unit(OSRS_GOLD, 1), status: 'active', stock: 900, minQuantity: 10, priceNanoEur: 171_000_000,
    delivery: deliveryTime(30, 'minutes'), createdDaysAgo: 200, updatedHoursAgo: 2,
  },
  {
    id: CURRENCY_OFFERS.gil.id, title: 'FFXIV gil, Light data centre', game: GAMES.ffxiv, unit: unit(FFXIV_GIL, 0),
    status: 'draft', stock: 60, minQuantity: 1, priceNanoEur: 2_350_000_000, delivery: deliveryTime(2, 'hours'),
    createdDaysAgo: 15, updatedHoursAgo: 50,
  },
  {
    id: CURRENCY_OFFERS.wowGoldMillions.id, title: 'WoW EU gold in millions', game: GAMES.wow, unit: unit(WOW_GOLD, 2),
    status: 'paused', stock: 12, minQuantity: 1, priceNanoEur: 119_500_000_000, delivery: deliveryTime(1, 'hours'),
    createdDaysAgo: 90, updatedHoursAgo: 72,
  },
  {
    id: CURRENCY_OFFERS.osrsGoldTenMillions.id, title: 'OSRS gold in 10M stacks', game: GAMES.osrs,
    unit: unit(OSRS_GOLD, 2), status: 'out_of_stock', stock: 0, minQuantity: 1, priceNanoEur: 1_740_000_000,
    delivery: deliveryTime(6, 'hours'), createdDaysAgo: 60, updatedHoursAgo: 10,
  },
]

/** The USD price at as many decimals as the EUR price has, as the competitors' prices are. */
function usdPrice(priceNanoEur: number, eur: string): string {
  const step = 10 ** (9 - Math.max(2, eur.split('.')[1]?.length ?? 0))
  return formatScaled(Math.round(eurToUsd(priceNanoEur) / step) * step, 9)
}

/** The seller's own currency offers 3001 to 3006; fixed times relative to `seedNow`. */
export function seedCurrencyOffers(seedNow: number): CurrencyOfferRecord[] {
  return OWN_OFFERS.map((offer) => ({
    id: offer.id,
    title: offer.title,
    game: { ...offer.game },
    currency_unit: { ...offer.unit },
    status: offer.status,
    stock: offer.stock,
    min_quantity: offer.minQuantity,
    price_eur: formatScaled(offer.priceNanoEur, 9),
    price_usd: usdPrice(offer.priceNanoEur, formatScaled(offer.priceNanoEur, 9)),
    delivery_time: offer.delivery,
    created_at: seedNow - offer.createdDaysAgo * DAY,
    updated_at: seedNow - offer.updatedHoursAgo * HOUR,
    uuid: `9b1c0f4e-0000-4000-8000-${String(offer.id).padStart(12, '0')}`,
    external_id: null,
    views: offer.id * 7 % 500 + 40,
    listed_at: offer.status === 'draft' ? null : seedNow - offer.createdDaysAgo * DAY,
  }))
}
