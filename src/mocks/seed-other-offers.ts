import { createRandom, type Random } from './random'
import type { CurrencyUnitRecord, FreeFormMap, OtherOfferRecord, UserRecord } from './types'
import { deliveryTime, eurToUsd, formatScaled } from './values'

/** Prices are built in nano-euros (10^-9 EUR), so the cheapest unit can carry a price like '0.00000018'. */
const SCALE = 9

export interface Market {
  slug: string
  currencyName: string
  symbol: string
  /** Price of one base unit, in nano-euros. */
  baseNanoEur: number
  units: { prefix: string; multiplier: number; decimals: number }[]
  locations: string[]
}

export const WOW_GOLD: Market = {
  slug: 'wow-eu-gold',
  currencyName: 'Gold',
  symbol: 'g',
  baseNanoEur: 123_000,
  units: [
    { prefix: '', multiplier: 1, decimals: 6 },
    { prefix: '1K ', multiplier: 1_000, decimals: 4 },
    { prefix: '1M ', multiplier: 1_000_000, decimals: 2 },
  ],
  locations: ['Orgrimmar', 'Stormwind', 'Valdrakken', 'Dornogal'],
}

export const OSRS_GOLD: Market = {
  slug: 'osrs-gold',
  currencyName: 'Gold',
  symbol: 'gp',
  baseNanoEur: 180,
  units: [
    { prefix: '', multiplier: 1, decimals: 9 },
    { prefix: '1M ', multiplier: 1_000_000, decimals: 3 },
    { prefix: '10M ', multiplier: 10_000_000, decimals: 2 },
  ],
  locations: ['Grand Exchange', 'Lumbridge', 'Falador Park'],
}

export const FFXIV_GIL: Market = {
  slug: 'ffxiv-light-gil',
  currencyName: 'Gil',
  symbol: 'gil',
  baseNanoEur: 2_400,
  units: [
    { prefix: '1M ', multiplier: 1_000_000, decimals: 2 },
    { prefix: '10M ', multiplier: 10_000_000, decimals: 2 },
  ],
  locations: ['Limsa Lominsa', 'Gridania'],
}

/** A unit of a market, as the API names it: `wow-eu-gold-1k`, "1K Gold". */
export function currencyUnitOf(market: Market, unit: Market['units'][number]): CurrencyUnitRecord {
  return {
    slug: `${market.slug}${unit.multiplier === 1 ? '' : `-${unit.prefix.trim().toLowerCase()}`}`,
    currency_name: market.currencyName,
    name: `${unit.prefix}${market.currencyName}`,
    symbol: market.symbol,
    multiplier: unit.multiplier,
  }
}

const ADJECTIVES = ['Swift', 'Golden', 'Iron', 'Silent', 'Lucky', 'Crimson', 'Frost', 'Shadow', 'Royal', 'Rapid']
const NOUNS = ['Trader', 'Goblin', 'Vault', 'Market', 'Coins', 'Dragon', 'Forge', 'Caravan']

/** 80 sellers of other offers: SwiftTrader, SwiftGoblin, ... (ids 9101 to 9180). */
export const OTHER_SELLERS: UserRecord[] = ADJECTIVES.flatMap((adjective) => NOUNS.map((noun) => `${adjective}${noun}`)).map(
  (username, index) => ({ id: 9101 + index, username }),
)

const DELIVERY_TIMES = [
  deliveryTime(5, 'minutes'),
  deliveryTime(15, 'minutes'),
  deliveryTime(30, 'minutes'),
  deliveryTime(1, 'hours'),
  deliveryTime(2, 'hours'),
  deliveryTime(6, 'hours'),
  deliveryTime(1, 'days'),
  deliveryTime(2, 'days'),
]

function deliveryMethod(random: Random, market: Market): FreeFormMap {
  const roll = random.next()
  if (roll < 0.45) return { method: 'face_to_face', location: random.pick(market.locations) }
  if (roll < 0.7) return { method: 'mail' }
  if (roll < 0.85) return { method: 'auction_house', listing: { item: 'Linen Cloth', quantity: 1 }, notes: null }
  if (roll < 0.95) return { method: 'trade', requires: ['character_name', 'server'] }
  return []
}

function buildOffers(market: Market, count: number, firstId: number, seed: number): OtherOfferRecord[] {
  const random = createRandom(seed)
  return Array.from({ length: count }, (_, index) => {
    const unit = random.pick(market.units)
    const currencyUnit = currencyUnitOf(market, unit)
    const step = 10 ** (SCALE - unit.decimals)
    const factor = random.int(700, 1400) / 1000
    const priceNano = Math.max(step, Math.round((market.baseNanoEur * unit.multiplier * factor) / step) * step)
    return {
      id: firstId + index,
      currency_unit: currencyUnit,
      seller: { ...random.pick(OTHER_SELLERS) },
      // Counted in this offer's currency unit: 1K Gold stock 40 is 40,000 gold.
      stock: random.chance(0.12) ? 0 : random.int(1, 500) * Math.max(1, 10_000 / unit.multiplier),
      min_quantity: random.pick([1, 5, 10]) * Math.max(1, 1_000 / unit.multiplier),
      delivery_time: random.pick(DELIVERY_TIMES),
      delivery_method_data: deliveryMethod(random, market),
      base_currency: 'EUR',
      price_eur: formatScaled(priceNano, SCALE),
      price_usd: formatScaled(Math.max(step, Math.round(eurToUsd(priceNano) / step) * step), SCALE),
    }
  })
}

/** The seller's own currency offers and how many other offers compete with each. */
export const CURRENCY_OFFERS = {
  /** WoW EU gold in three units (Gold ×1, 1K Gold ×1000, 1M Gold ×1000000). */
  wowGold: { id: 3001, competitors: 36 },
  /** No competitors: the list is empty. */
  lonely: { id: 3002, competitors: 0 },
  /** OSRS gold, 500 competitors, prices down to nine decimals. */
  crowded: { id: 3003, competitors: 500 },
  /** FFXIV gil, 12 competitors. */
  gil: { id: 3004, competitors: 12 },
  /** WoW EU gold in another unit, paused: the same competitors as 3001. */
  wowGoldMillions: { id: 3005, competitors: 36 },
  /** OSRS gold in another unit, out of stock: the same competitors as 3003. */
  osrsGoldTenMillions: { id: 3006, competitors: 500 },
} as const

/** Competing offers by own offer id; two own offers of one market share its competitors. */
export function seedOtherOffers(): Map<number, OtherOfferRecord[]> {
  const wowGold = buildOffers(WOW_GOLD, CURRENCY_OFFERS.wowGold.competitors, 310001, 3001)
  const osrsGold = buildOffers(OSRS_GOLD, CURRENCY_OFFERS.crowded.competitors, 330001, 3003)
  return new Map([
    [3001, wowGold],
    [3002, []],
    [3003, osrsGold],
    [3004, buildOffers(FFXIV_GIL, CURRENCY_OFFERS.gil.competitors, 340001, 3004)],
    [3005, structuredClone(wowGold)],
    [3006, structuredClone(osrsGold)],
  ])
}
