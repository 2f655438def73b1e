import { GIFT_CARD_BUYERS } from './seed-gift-card-orders'
import { createRandom } from './random'
import type { CurrencyOfferRecord, CurrencyOrderRecord } from './types'
import { HOUR, MINUTE, eurToUsd, formatScaled } from './values'

/** The first currency order's id; offer 3001 has 18 orders (two pages of 15), 3003 has 4, the others none. */
export const CURRENCY_ORDER_FIRST_ID = 9001
const ORDERS_PER_OFFER: Record<number, number> = { 3001: 18, 3003: 4 }
const CHARACTERS = ['Thrallgar', 'Moonwhisper', 'Ironbeard', 'Sylvanna', 'Zugzug', 'Lightbringer']
const REALMS = ['Ravencrest', 'Draenor', 'Silvermoon', 'Kazzak']

/** Exact decimal text for a price given in nano-euros, kept to at least two decimals. */
const nano = (value: number) => formatScaled(value, 9)

function toNano(price: string): number {
  const [whole = '0', fraction = ''] = price.split('.')
  return Number(whole) * 1e9 + Number(fraction.padEnd(9, '0').slice(0, 9))
}

/** Buyers' orders of the seller's offers, newest first by id, fixed relative to `seedNow`. */
export function seedCurrencyOrders(seedNow: number, offers: readonly CurrencyOfferRecord[]): CurrencyOrderRecord[] {
  const random = createRandom(29)
  const orders: CurrencyOrderRecord[] = []
  let id = CURRENCY_ORDER_FIRST_ID
  for (const offer of offers) {
    const count = ORDERS_PER_OFFER[offer.id] ?? 0
    for (let index = 0; index < count; index++) {
      const buyer = random.pick(GIFT_CARD_BUYERS)
      const quantity = offer.min_quantity * random.int(1, 8)
      const unitNano = toNano(offer.price_eur)
      const created = seedNow - (count - index) * 7 * HOUR - random.int(0, 50) * MINUTE
      // The newest two of each offer wait for delivery; the rest are done.
      const status = index >= count - 2 ? 'pending' : 'completed'
      orders.push({
        id: id++,
        currency_offer_id: offer.id,
        game: { ...offer.game },
        buyer: { ...buyer },
        title: `${offer.currency_unit.name} × ${quantity}`,
        description: null,
        quantity,
        currency_unit: { ...offer.currency_unit },
        parameters: { server: random.pick(REALMS) },
        status,
        is_disputed: false,
        dispute_case_id: null,
        delivery_time: { ...offer.delivery_time },
        credentials: { character_name: random.pick(CHARACTERS), realm: random.pick(REALMS), faction: random.pick(['Horde', 'Alliance']) },
        completion_proof_url: null,
        price_eur: nano(unitNano * quantity),
        price_usd: nano(eurToUsd(unitNano * quantity)),
        unit_price_eur: offer.price_eur,
        unit_price_usd: offer.price_usd,
        created_at: created,
        updated_at: status === 'completed' ? created + 40 * MINUTE : created,
      })
    }
  }
  return orders
}
