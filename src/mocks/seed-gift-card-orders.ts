import type { OrderStatus } from '../api/lists'
import { createRandom, type Random } from './random'
import type { GiftCardOrderRecord, UserRecord } from './types'
import { DAY, HOUR, MINUTE, eurToUsd, formatCents } from './values'

export const GIFT_CARD_ORDER_FIRST_ID = 2800
export const GIFT_CARD_ORDER_LAST_ID = 2999
/** Steam Wallet 20 EUR (EU), delivered, quantity 1000, so its detail carries 1000 keys. */
export const BULK_GIFT_CARD_ORDER_ID = 2999

export const BRANDS = [
  { id: 11, product: 'Steam Wallet' },
  { id: 12, product: 'PlayStation Store' },
  { id: 13, product: 'Xbox Gift Card' },
  { id: 14, product: 'Nintendo eShop' },
  { id: 15, product: 'Google Play' },
  { id: 16, product: 'Apple Gift Card' },
  { id: 17, product: 'Amazon Gift Card' },
  { id: 18, product: 'Netflix' },
  { id: 19, product: 'Spotify Premium' },
  { id: 20, product: 'Razer Gold' },
  { id: 21, product: 'Roblox' },
] as const

/** `eurCents`: what one unit of the face value currency is worth in euro cents. */
export const REGIONS = [
  { id: 1, code: 'EU', unit: 'EUR', eurCents: 100, faces: [10, 20, 25, 50, 100] },
  { id: 2, code: 'US', unit: 'USD', eurCents: 92, faces: [10, 20, 25, 50, 100] },
  { id: 3, code: 'UK', unit: 'GBP', eurCents: 117, faces: [10, 20, 50] },
  { id: 4, code: 'DE', unit: 'EUR', eurCents: 100, faces: [15, 25, 50] },
  { id: 5, code: 'PL', unit: 'PLN', eurCents: 23, faces: [50, 100, 200] },
  { id: 6, code: 'TR', unit: 'TRY', eurCents: 3, faces: [100, 250, 500] },
  { id: 7, code: 'Global', unit: 'USD', eurCents: 92, faces: [5, 10, 25] },
] as const

const BUYER_NAMES = [
  'pixelpaladin', 'nordwind', 'kitsune_77', 'LunaByte', 'grimgold', 'frostfang', 'Mira.K', 'tobi_plays',
  'ZeroLatency', 'oakenshield', 'sam_the_bard', 'crit_happens', 'Valkyrja', 'noobmaster69', 'elif.y',
  'quietstorm', 'JPark', 'marta_w', 'rook2queen', 'ByteBandit', 'snowowl', 'Dario', 'henna', 'tankmode',
  'Ophelia', 'jonas.b', 'lootgoblin', 'ÅsaL',
]

export const GIFT_CARD_BUYERS: UserRecord[] = BUYER_NAMES.map((username, index) => ({ id: 5001 + index, username }))

export interface GiftCardCatalogueEntry {
  giftCardId: number
  offerIds: number[]
  brandId: number
  regionId: number
  title: string
  faceValue: number
  unit: string
  unitPriceEurCents: number
}

function buildCatalogue(random: Random): GiftCardCatalogueEntry[] {
  // The flagship card, which the bulk order 2999 buys: Steam Wallet 20 EUR (EU), gift card 100.
  const entries: GiftCardCatalogueEntry[] = [
    {
      giftCardId: 100,
      offerIds: [800, 801],
      brandId: 11,
      regionId: 1,
      title: 'Steam Wallet 20 EUR (EU)',
      faceValue: 20,
      unit: 'EUR',
      unitPriceEurCents: 1840,
    },
  ]
  for (const brand of BRANDS) {
    const regions = random.shuffle(REGIONS).slice(0, random.int(2, 4))
    for (const region of regions) {
      if (brand.id === 11 && region.id === 1) continue
      const faceValue = random.pick(region.faces)
      const giftCardId = 100 + entries.length
      const offerIds = random.chance(0.4) ? [600 + giftCardId * 2, 601 + giftCardId * 2] : [600 + giftCardId * 2]
      const discountPercent = random.int(86, 99)
      entries.push({
        giftCardId,
        offerIds,
        brandId: brand.id,
        regionId: region.id,
        title: `${brand.product} ${faceValue} ${region.unit} (${region.code})`,
        faceValue,
        unit: region.unit,
        unitPriceEurCents: Math.round((faceValue * region.eurCents * discountPercent) / 100),
      })
    }
  }
  return entries
}

function pickStatus(random: Random): OrderStatus {
  const roll = random.next()
  if (roll < 0.55) return 'delivered'
  if (roll < 0.75) return 'refunded'
  if (roll < 0.88) return 'pending'
  return 'in_delivery'
}

function pickQuantity(random: Random): number {
  const roll = random.next()
  if (roll < 0.5) return 1
  if (roll < 0.85) return random.int(2, 5)
  return random.pick([10, 20, 25, 50])
}

function buildOrder(
  id: number,
  entry: GiftCardCatalogueEntry,
  offerId: number,
  buyer: UserRecord,
  status: OrderStatus,
  quantity: number,
  createdAt: number,
  random: Random,
  seedNow: number,
): GiftCardOrderRecord {
  let updatedAt = createdAt
  let completedAt: number | null = null
  let refundedAt: number | null = null
  if (status === 'delivered') {
    completedAt = createdAt + random.int(MINUTE, 6 * HOUR)
    updatedAt = Math.min(completedAt + (random.chance(0.2) ? random.int(HOUR, 5 * DAY) : 0), seedNow - MINUTE)
  } else if (status === 'refunded') {
    refundedAt = Math.min(createdAt + random.int(HOUR, 10 * DAY), seedNow - MINUTE)
    updatedAt = refundedAt
  } else if (status === 'in_delivery') {
    updatedAt = Math.min(createdAt + random.int(MINUTE, 30 * MINUTE), seedNow - MINUTE)
  }
  const unitUsdCents = eurToUsd(entry.unitPriceEurCents)
  return {
    id,
    gift_card_id: entry.giftCardId,
    gift_card_offer_id: offerId,
    region_id: entry.regionId,
    brand_id: entry.brandId,
    buyer: { ...buyer },
    title: entry.title,
    face_value_amount: formatCents(entry.faceValue * 100),
    face_value_unit: entry.unit,
    quantity,
    unit_price_eur: formatCents(entry.unitPriceEurCents),
    unit_price_usd: formatCents(unitUsdCents),
    price_eur: formatCents(entry.unitPriceEurCents * quantity),
    price_usd: formatCents(unitUsdCents * quantity),
    created_at: createdAt,
    updated_at: updatedAt,
    completed_at: completedAt,
    refunded_at: refundedAt,
    status,
  }
}

/**
 * Gift card orders 2800 to 2999, created over the year before `seedNow`. Their times are fixed (not relative to
 * the real clock) so that date filters give the same answers on every run. Every 20th order shares its
 * `created_at` with the order before it, as in a bulk purchase, so sorts have ties to break.
 */
export function seedGiftCardOrders(seedNow: number): GiftCardOrderRecord[] {
  const random = createRandom(0x6c1f7)
  const catalogue = buildCatalogue(random)
  const orders: GiftCardOrderRecord[] = []
  let previousCreatedAt = seedNow - 200 * DAY
  for (let id = GIFT_CARD_ORDER_FIRST_ID; id <= GIFT_CARD_ORDER_LAST_ID; id++) {
    let entry = random.pick(catalogue)
    let offerId = random.pick(entry.offerIds)
    const buyer = random.pick(GIFT_CARD_BUYERS)
    let status = pickStatus(random)
    let quantity = pickQuantity(random)
    const recent = status === 'pending' || status === 'in_delivery'
    let createdAt = recent ? seedNow - random.int(10 * MINUTE, 3 * DAY) : seedNow - random.int(3 * DAY, 365 * DAY)
    if (id % 20 === 0 && !recent) createdAt = previousCreatedAt
    if (id === BULK_GIFT_CARD_ORDER_ID) {
      entry = catalogue[0] as GiftCardCatalogueEntry
      offerId = 800
      status = 'delivered'
      quantity = 1000
      createdAt = seedNow - 2 * DAY - 3 * HOUR
    }
    orders.push(buildOrder(id, entry, offerId, buyer, status, quantity, createdAt, random, seedNow))
    if (!recent) previousCreatedAt = createdAt
  }
  return orders
}
