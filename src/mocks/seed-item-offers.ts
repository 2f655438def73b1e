import { GAMES } from './seed-account-order-parts'
import type { DeliveryTimeRecord, GameRecord, ItemOfferRecord } from './types'
import { DAY, HOUR, deliveryTime, eurToUsd, formatCents } from './values'

interface Row {
  game: GameRecord
  title: string
  status: ItemOfferRecord['status']
  priceCents: number
  stock: number
  min: number
  views: number
  delivery: DeliveryTimeRecord
  parameters: Record<string, unknown>
  createdDaysAgo: number
  updatedHoursAgo: number
}

const row = (
  game: GameRecord,
  title: string,
  status: Row['status'],
  [priceCents, stock, min, views]: [number, number, number, number],
  delivery: DeliveryTimeRecord,
  parameters: Record<string, unknown>,
  [createdDaysAgo, updatedHoursAgo]: [number, number],
): Row => ({ game, title, status, priceCents, stock, min, views, delivery, parameters, createdDaysAgo, updatedHoursAgo })

const minutes = (n: number) => deliveryTime(n, 'minutes')
const hours = (n: number) => deliveryTime(n, 'hours')

/** The item orders of the seed refer to these ids (5001 to 5012), in this order. */
const ROWS: Row[] = [
  row(GAMES.wow, 'Reins of the Invincible, account-wide mount', 'listed', [2499, 14, 1, 812], hours(2), { item_type: 'Mount', server: 'Draenor', faction: 'Alliance' }, [90, 3]),
  row(GAMES.wow, 'Toy: Blazing Wings, bind on account', 'listed', [1850, 40, 1, 1240], hours(6), { item_type: 'Toy', server: 'Silvermoon' }, [60, 20]),
  row(GAMES.wow, 'Spectral Tiger mount (TCG code)', 'draft', [8900, 2, 1, 95], hours(1), { item_type: 'Mount', server: 'Stormrage', faction: 'Horde' }, [12, 48]),
  row(GAMES.osrs, 'Twisted bow, traded in the Grand Exchange', 'listed', [65000, 1, 1, 2044], minutes(30), { category: 'Weapon', world: 302 }, [150, 1]),
  row(GAMES.osrs, 'Dragon claws', 'listed', [3275, 6, 1, 530], minutes(20), { category: 'Weapon', world: 330 }, [45, 9]),
  row(GAMES.osrs, 'Bandos chestplate', 'archived', [1120, 0, 1, 77], minutes(45), { category: 'Armour' }, [300, 700]),
  row(GAMES.fortnite, 'Renegade Raider outfit, gifted', 'listed', [1299, 25, 1, 3120], hours(12), { platform: 'pc', rarity: 'rare' }, [30, 5]),
  row(GAMES.fortnite, '1,000 V-Bucks gift, any platform', 'draft', [699, 100, 2, 48], hours(24), { platform: 'any', rarity: 'common' }, [4, 30]),
  row(GAMES.genshin, 'Intertwined Fate ×10, top-up', 'listed', [1575, 300, 1, 905], minutes(15), { server: 'europe' }, [75, 2]),
  row(GAMES.lostArk, 'Legendary card pack, EU Central', 'listed', [450, 500, 5, 188], hours(4), { server: 'eu-central' }, [20, 14]),
  row(GAMES.lostArk, 'Mount: Gold-maned Lion', 'draft', [999, 3, 1, 0], hours(3), { server: 'eu-west' }, [1, 1]),
  row(GAMES.ffxiv, 'Glamour set: Manderville weapons', 'archived', [2, 12, 1, 19], hours(8), { data_centre: 'light' }, [210, 400]),
]

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

/** The seller's item offers 5001 to 5012; fixed times relative to `seedNow`. */
export function seedItemOffers(seedNow: number): ItemOfferRecord[] {
  return ROWS.map((offer, index) => {
    const created = seedNow - offer.createdDaysAgo * DAY
    const updated = seedNow - offer.updatedHoursAgo * HOUR
    return {
      id: 5001 + index,
      external_id: index % 3 === 0 ? `SKU-${5001 + index}` : null,
      game: { ...offer.game },
      title: offer.title,
      slug: slug(offer.title),
      description: `${offer.title}. Delivered in the game after purchase; add the character name in the order chat.`,
      parameters: { ...offer.parameters },
      status: offer.status,
      delivery_time: { ...offer.delivery },
      delivery_instructions: 'Stay online near the trade point after buying.',
      stock: offer.stock,
      min_quantity: offer.min,
      price_eur: formatCents(offer.priceCents),
      price_usd: formatCents(eurToUsd(offer.priceCents)),
      views: offer.views,
      image_urls: [],
      created_at: created,
      updated_at: Math.max(created, updated),
      listed_at: offer.status === 'listed' ? created + DAY : null,
    }
  })
}
