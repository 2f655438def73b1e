import type { GiftCardBrandRecord, GiftCardOfferRecord, GiftCardRecord, GiftCardRegionRecord } from './types'
import { DAY, HOUR, eurToUsd, formatCents } from './values'

/*
 * The marketplace's gift card catalog (a few brands, regions and face values) and the seller's gift card offers.
 * Ids of brands and regions are those the gift card orders name; card 100 and offer 800 are the card and offer
 * of the orders' flagship, Steam Wallet 20 EUR (EU).
 */

export const GIFT_CARD_BRANDS: GiftCardBrandRecord[] = [
  { id: 11, name: 'Steam Wallet', slug: 'steam-wallet' },
  { id: 12, name: 'PlayStation Store', slug: 'playstation-store' },
  { id: 13, name: 'Xbox Gift Card', slug: 'xbox' },
  { id: 14, name: 'Nintendo eShop', slug: 'nintendo-eshop' },
  { id: 15, name: 'Google Play', slug: 'google-play' },
]

const REGION_DATA = [
  { id: 1, name: 'Europe', code: 'EU', unit: 'EUR', eurCents: 100 },
  { id: 2, name: 'United States', code: 'US', unit: 'USD', eurCents: 92 },
  { id: 3, name: 'United Kingdom', code: 'UK', unit: 'GBP', eurCents: 117 },
  { id: 7, name: 'Global', code: 'Global', unit: 'USD', eurCents: 92 },
] as const

export const GIFT_CARD_REGIONS: GiftCardRegionRecord[] = REGION_DATA.map(({ id, name, code }) => ({ id, name, code }))

/** Brand id → region id → face values. */
const FACES: Record<number, Record<number, number[]>> = {
  11: { 1: [10, 20, 50], 2: [10, 20, 50], 3: [10, 20] },
  12: { 1: [10, 20, 50], 2: [10, 25, 50] },
  13: { 1: [15, 25], 2: [10, 25], 7: [5, 10, 25] },
  14: { 1: [15, 25, 50], 2: [10, 20] },
  15: { 1: [10, 25], 3: [10, 25] },
}

/** The flagship card keeps the id the gift card orders give it; the others start at 201. */
const FLAGSHIP = { brandId: 11, regionId: 1, face: 20, id: 100 }

function buildCards(): GiftCardRecord[] {
  const cards: GiftCardRecord[] = []
  let next = 201
  for (const brand of GIFT_CARD_BRANDS) {
    for (const [regionId, faces] of Object.entries(FACES[brand.id] ?? {})) {
      const region = REGION_DATA.find((candidate) => candidate.id === Number(regionId))!
      for (const face of faces) {
        const flagship = brand.id === FLAGSHIP.brandId && region.id === FLAGSHIP.regionId && face === FLAGSHIP.face
        // Sold a little under the face value's worth in euros: 92 %.
        const lowestCents = Math.round((face * region.eurCents * 92) / 100)
        cards.push({
          id: flagship ? FLAGSHIP.id : next++,
          title: `${brand.name} ${face} ${region.unit} (${region.code})`,
          brand: { id: brand.id, name: brand.name },
          region: { id: region.id, name: region.name },
          face_value_amount: formatCents(face * 100),
          face_value_unit: region.unit,
          lowest_price_eur: formatCents(lowestCents),
          lowest_price_usd: formatCents(eurToUsd(lowestCents)),
        })
      }
    }
  }
  return cards
}

/** Offer id, card title, price in cents, stock. */
const OFFERS: [number, string, number, number][] = [
  [800, 'Steam Wallet 20 EUR (EU)', 1840, 12],
  [802, 'PlayStation Store 50 EUR (EU)', 4690, 3],
  [803, 'Xbox Gift Card 25 USD (US)', 2190, 0],
  [804, 'Nintendo eShop 25 EUR (EU)', 2350, 7],
  [805, 'Google Play 10 GBP (UK)', 1090, 20],
  [806, 'Steam Wallet 50 USD (US)', 4390, 1],
]

export interface GiftCardSeed {
  brands: GiftCardBrandRecord[]
  regions: GiftCardRegionRecord[]
  cards: GiftCardRecord[]
  offers: GiftCardOfferRecord[]
}

export function seedGiftCards(now: number): GiftCardSeed {
  const cards = buildCards()
  const offers = OFFERS.map(([id, title, cents, stock], index): GiftCardOfferRecord => {
    const card = cards.find((candidate) => candidate.title === title)!
    return {
      id,
      gift_card_id: card.id,
      price_eur: formatCents(cents),
      price_usd: formatCents(eurToUsd(cents)),
      stock,
      created_at: now - (60 - index * 7) * DAY,
      updated_at: now - (index * 9 + 2) * HOUR,
      gift_card: card,
    }
  })
  return { brands: GIFT_CARD_BRANDS, regions: GIFT_CARD_REGIONS, cards, offers }
}
