import type { OrderStatus } from '../api/lists'
import { createRandom, type Random } from './random'
import { GAMES, NONE, order, rating } from './seed-account-order-parts'
import type { AccountOrderRecord, DeliveryTimeRecord, GameRecord } from './types'
import { DAY, HOUR, MINUTE, deliveryTime } from './values'

export const GENERATED_ACCOUNT_ORDER_FIRST_ID = 1013
export const GENERATED_ACCOUNT_ORDER_LAST_ID = 1040

/** Generated orders that carry a dispute: order id → case id (see seed-disputes-more.ts). */
export const GENERATED_DISPUTES = { 1015: 7005, 1021: 7006, 1027: 7007, 1033: 7008 } as const

const CATALOGUE: { game: GameRecord; titles: string[]; servers: string[] }[] = [
  { game: GAMES.wow, titles: ['Level 80 Paladin, full heroic gear', 'Level 70 Hunter with rare pets', 'Alt army: five level 80 characters'], servers: ['Draenor', 'Silvermoon', 'Kazzak'] },
  { game: GAMES.fortnite, titles: ['Fortnite account, 60 skins', 'OG Fortnite account, Chapter 1 battle passes'], servers: ['PC', 'PlayStation'] },
  { game: GAMES.lol, titles: ['EUW Platinum I, 90 champions', 'NA Gold smurf, hand-levelled', 'EUNE Master, 160 champions'], servers: ['EUW', 'EUNE', 'NA'] },
  { game: GAMES.genshin, titles: ['AR 55 starter with Nahida', 'AR 60, C2 Furina and signature weapon'], servers: ['Europe', 'America', 'Asia'] },
  { game: GAMES.valorant, titles: ['Diamond 3 account, Prime Vandal', 'Fresh level 20 ranked-ready account'], servers: ['EU', 'NA'] },
  { game: GAMES.osrs, titles: ['Pure 1 defence, 99 ranged', 'Ironman, 1750 total level'], servers: ['World 301', 'World 420'] },
  { game: GAMES.coc, titles: ['Town Hall 14, max walls', 'Town Hall 15 with 2 builder huts'], servers: ['Global'] },
]

const BUYERS = [
  'nightowl', 'brisk_bjorn', 'Kaito', 'lava_lamp', 'mossy', 'Renée', 'pingpong', 'sunny_side', 'Zed.42', 'harbor',
  'quillon', 'tiny_titan', 'umbra', 'wren',
]

const DELIVERY: DeliveryTimeRecord[] = [
  deliveryTime(10, 'minutes'),
  deliveryTime(30, 'minutes'),
  deliveryTime(1, 'hours'),
  deliveryTime(4, 'hours'),
  deliveryTime(1, 'days'),
]

function pickStatus(random: Random): OrderStatus {
  const roll = random.next()
  if (roll < 0.45) return 'delivered'
  if (roll < 0.65) return 'pending'
  if (roll < 0.85) return 'in_delivery'
  return 'refunded'
}

function build(id: number, random: Random, now: number): AccountOrderRecord {
  const entry = random.pick(CATALOGUE)
  const title = random.pick(entry.titles)
  const server = random.pick(entry.servers)
  const delivery = random.pick(DELIVERY)
  const dispute = GENERATED_DISPUTES[id as keyof typeof GENERATED_DISPUTES]
  const status = dispute ? 'delivered' : pickStatus(random)
  const open = status === 'pending' || status === 'in_delivery'
  // Orders waiting for delivery are recent; disputed ones old enough for their case's history.
  const purchased = now - (open ? random.int(10 * MINUTE, 2 * DAY) : dispute ? random.int(12 * DAY, 15 * DAY) : random.int(DAY, 45 * DAY))
  const completed = status === 'delivered' ? Math.min(purchased + random.int(5 * MINUTE, 2 * delivery.seconds), now - MINUTE) : null
  const refunded = status === 'refunded' ? Math.min(purchased + random.int(HOUR, 5 * DAY), now - MINUTE) : null
  const buyerIndex = (id - GENERATED_ACCOUNT_ORDER_FIRST_ID) % BUYERS.length
  const rated = completed !== null && !dispute && random.chance(0.4)
  return order({
    ...NONE,
    id,
    game: entry.game,
    buyer: { id: 6113 + buyerIndex, username: BUYERS[buyerIndex] as string },
    rating: rated ? rating(8100 + id, random.int(3, 5), ['As described'], null, Math.min((completed as number) + DAY, now - MINUTE)) : null,
    title,
    description: `${title}. Server or platform: ${server}.`,
    parameters: { server, level: random.int(10, 80) },
    is_disputed: dispute !== undefined,
    dispute_case_id: dispute ?? null,
    delivery_time: delivery,
    is_manual_delivery: random.chance(0.7),
    credentials: status === 'pending' ? null : `Login: acc${id}@example.com\nPassword: Gen-${id}-${random.int(1000, 9999)}`,
    delivery_instructions: random.chance(0.5) ? 'Change the password after the first login.' : null,
    priceCents: random.int(8, 400) * 50 - 1,
    image_urls: [],
    purchased_at: purchased,
    completed_at: completed,
    refunded_at: refunded,
    status,
  })
}

/** Account orders 1013 to 1040, so the list has pages to go through; times relative to `now` (the real clock). */
export function seedGeneratedAccountOrders(now: number): AccountOrderRecord[] {
  const random = createRandom(0xacc0)
  const orders: AccountOrderRecord[] = []
  for (let id = GENERATED_ACCOUNT_ORDER_FIRST_ID; id <= GENERATED_ACCOUNT_ORDER_LAST_ID; id++) orders.push(build(id, random, now))
  return orders
}
