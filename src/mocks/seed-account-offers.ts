import { GAMES } from './seed-account-order-parts'
import type { AccountOfferRecord, GameRecord, OfferCredentialRecord } from './types'
import { DAY, HOUR, deliveryTime, eurToUsd, formatCents } from './values'

/*
 * The seller's account offers, a dozen of several games and statuses. The offers of the seed's account orders
 * carry their ids (an order's `account_offer_id` is 40000 + 7 × its number, or the offer that names it): each sold
 * credential names its order. The druid offer holds 6 unsold credentials and 2 sold.
 */

interface Spec {
  id: number
  game: GameRecord
  title: string
  status: string
  priceCents: number
  views: number
  /** Hours of a manual delivery; an automatic offer delivers in 5 minutes. */
  manualHours?: number
  orders?: number[]
  /** Unsold credentials; plus one sold credential per order. */
  stock?: string[]
  parameters?: Record<string, unknown>
  daysOld: number
}

const SPECS: Spec[] = [
  { id: 40007, game: GAMES.wow, title: 'Level 80 Undead Mage, 412 mounts incl. Invincible', status: 'listed', priceCents: 18900, views: 1342, orders: [1001], stock: ['mage_alt_02\nhunter2-Frost!', 'mage_alt_03\nBlink&Go-77', 'mage_alt_04\nPolymorph#4'], parameters: { region: 'EU', faction: 'Horde', level: 80 }, daysOld: 40 },
  { id: 40014, game: GAMES.fortnite, title: 'Fortnite account, 120 skins incl. Black Knight', status: 'listed', priceCents: 25000, views: 988, orders: [1002], stock: ['knight_og@mail.test\nVictory-Royale-1', 'knight_og2@mail.test\nVictory-Royale-2'], parameters: { platform: 'PC', skins: 120 }, daysOld: 30 },
  { id: 40021, game: GAMES.lol, title: 'EUW Diamond II, 150 champions, 80 skins', status: 'sold', priceCents: 7900, views: 410, orders: [1003], parameters: { server: 'EUW', rank: 'Diamond' }, daysOld: 25 },
  { id: 40028, game: GAMES.genshin, title: 'AR 58, 8 five-star characters (Europe)', status: 'processing', priceCents: 12000, views: 233, orders: [1004], parameters: { server: 'Europe', adventure_rank: 58 }, daysOld: 12 },
  { id: 40035, game: GAMES.valorant, title: 'Immortal 1 account, Champions 2021 bundle', status: 'listed', priceCents: 32000, views: 1720, orders: [1005], manualHours: 4, daysOld: 20 },
  { id: 40042, game: GAMES.osrs, title: 'Maxed main, 2277 total, fire cape', status: 'sold', priceCents: 54000, views: 2051, orders: [1006], daysOld: 60 },
  { id: 40056, game: GAMES.wow, title: 'Night Elf Druid, Classic and Retail', status: 'draft', priceCents: 9900, views: 87, orders: [1008, 1012], stock: ['druid_ne\nMoonfire.Owl.9', 'druid_ne2\nMoonfire.Owl.10', 'druid_ne3\nStarfall.Owl.11', 'druid_ne4\nStarfall.Owl.12', 'druid_ne5\nCyclone.Owl.13', 'druid_ne6\nCyclone.Owl.14'], parameters: { region: 'EU', faction: 'Alliance', level: 70 }, daysOld: 50 },
  { id: 40100, game: GAMES.fortnite, title: 'OG Fortnite, Renegade Raider', status: 'draft', priceCents: 44900, views: 0, stock: [], parameters: { platform: 'PlayStation', skins: 85 }, daysOld: 2 },
  { id: 40101, game: GAMES.lol, title: 'NA Gold smurf, hand-levelled', status: 'pending', priceCents: 2499, views: 12, stock: ['na_smurf_01\nRift#Herald-5', 'na_smurf_02\nRift#Herald-6'], parameters: { server: 'NA', rank: 'Gold' }, daysOld: 1 },
  { id: 40102, game: GAMES.coc, title: 'Town Hall 13, max walls', status: 'archived', priceCents: 6500, views: 301, daysOld: 90 },
  { id: 40103, game: GAMES.wow, title: 'Alt army: five level 80 characters', status: 'listed', priceCents: 29900, views: 640, manualHours: 24, daysOld: 8 },
  { id: 40104, game: GAMES.genshin, title: 'AR 60, C2 Furina and signature weapon', status: 'listed', priceCents: 21000, views: 455, stock: ['furina_c2@mail.test\nHydro+Archon=1', 'furina_c2b@mail.test\nHydro+Archon=2', 'furina_c2c@mail.test\nHydro+Archon=3', 'furina_c2d@mail.test\nHydro+Archon=4'], parameters: { server: 'America', adventure_rank: 60 }, daysOld: 6 },
]

function offer(spec: Spec, now: number): AccountOfferRecord {
  const created = now - spec.daysOld * DAY
  const updated = created + Math.min(spec.daysOld * DAY - HOUR, 3 * DAY)
  return {
    id: spec.id,
    game: spec.game,
    account_order_ids: spec.orders ?? [],
    title: spec.title,
    slug: spec.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
    description: `${spec.title}. Full access, original email included. Log in only from the region stated.`,
    parameters: spec.parameters ?? [],
    status: spec.status,
    delivery_time: spec.manualHours ? deliveryTime(spec.manualHours, 'hours') : deliveryTime(5, 'minutes'),
    is_manual_delivery: spec.manualHours !== undefined,
    delivery_instructions: spec.manualHours ? 'I deliver by hand within the stated time; keep an eye on the order chat.' : null,
    price: formatCents(spec.priceCents),
    price_usd: formatCents(eurToUsd(spec.priceCents)),
    views: spec.views,
    image_urls: spec.id === 40007 ? ['https://images.example.test/accounts/40007-mounts.png'] : [],
    created_at: created,
    updated_at: updated,
    listed_at: spec.status === 'draft' || spec.status === 'pending' ? null : created + HOUR,
  }
}

function credentials(spec: Spec, now: number, nextId: () => number): OfferCredentialRecord[] {
  const created = now - spec.daysOld * DAY + 2 * HOUR
  const sold = (spec.orders ?? []).map((orderId) => ({
    id: nextId(),
    credentials: `sold_${spec.id}_${orderId}\nDelivered-${orderId}`,
    account_offer_id: spec.id,
    account_order_id: orderId,
    is_sold: true,
    created_at: created,
    updated_at: created + DAY,
  }))
  const unsold = (spec.stock ?? []).map((text) => ({
    id: nextId(),
    credentials: text,
    account_offer_id: spec.id,
    account_order_id: null,
    is_sold: false,
    created_at: created,
    updated_at: created,
  }))
  return [...sold, ...unsold]
}

/** Offers of the manual kind and the legacy ones (no `stock` given) have no inventory. */
export function seedAccountOffers(now: number) {
  let id = 880000
  const nextId = () => ++id
  const offerCredentials = new Map<number, OfferCredentialRecord[]>()
  for (const spec of SPECS) {
    if (spec.stock !== undefined || (spec.orders && spec.manualHours === undefined)) {
      offerCredentials.set(spec.id, credentials(spec, now, nextId))
    }
  }
  return { accountOffers: SPECS.map((spec) => offer(spec, now)), offerCredentials }
}
