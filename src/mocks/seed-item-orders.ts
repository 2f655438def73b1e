import { GAMES } from './seed-account-order-parts'
import { SELLER } from './seed-disputes'
import { GIFT_CARD_BUYERS } from './seed-gift-card-orders'
import { createRandom } from './random'
import type { GameRecord, ItemOrderRecord, MessageSenderRecord, OrderMessageRecord } from './types'
import { deliveryTime, eurToUsd, formatCents, HOUR, MINUTE } from './values'

/**
 * Item orders 5101 to 5124, of item offers 5001 to 5012 (ids the item offers' seed shares): offer 5001 has 16 (two
 * pages of 15), the others one each. Every status is there; 5101 (pending), 5102 (in delivery) and 5103 (completed)
 * have conversations.
 */
export const ITEM_ORDER_FIRST_ID = 5101
export const ITEM_ORDER_COUNT = 24
export const ITEM_OFFER_IDS = { first: 5001, last: 5012 } as const

const ITEMS: readonly { game: GameRecord; title: string; cents: number }[] = [
  { game: GAMES.wow, title: 'Reins of the Crimson Deathcharger', cents: 2499 },
  { game: GAMES.osrs, title: 'Abyssal whip', cents: 350 },
  { game: GAMES.lostArk, title: 'Legendary engraving recipe', cents: 1200 },
  { game: GAMES.ffxiv, title: 'Grade 8 Dark Matter ×99', cents: 90 },
  { game: GAMES.fortnite, title: 'Save the World: 1,000 Gold bars', cents: 499 },
]

/** Status by index, 5101 first: the first two wait for delivery, then every status in turn. */
const STATUSES = ['pending', 'in_delivery', 'completed', 'refunded', 'pending', 'completed', 'in_delivery', 'completed']

function offerOf(index: number): number {
  return index < 16 ? ITEM_OFFER_IDS.first : ITEM_OFFER_IDS.first + index - 15
}

export function seedItemOrders(now: number): ItemOrderRecord[] {
  const random = createRandom(38)
  return Array.from({ length: ITEM_ORDER_COUNT }, (_, index) => {
    const item = ITEMS[offerOf(index) % ITEMS.length]!
    const status = STATUSES[index % STATUSES.length]!
    const quantity = random.int(1, 5)
    const created = now - (index + 1) * 5 * HOUR - random.int(0, 50) * MINUTE
    const finished = status === 'completed' || status === 'refunded' ? created + 2 * HOUR : null
    const totalCents = item.cents * quantity
    return {
      id: ITEM_ORDER_FIRST_ID + index,
      item_offer_id: offerOf(index),
      game: { ...item.game },
      buyer: { ...random.pick(GIFT_CARD_BUYERS) },
      rating: null,
      title: item.title,
      description: null,
      quantity,
      parameters: { server: random.pick(['Europe', 'North America']) },
      status,
      // 5108: a completed order the buyer disputes.
      is_disputed: index === 7,
      dispute_case_id: null,
      delivery_time: deliveryTime(random.pick([1, 2, 6]), 'hours'),
      price_eur: formatCents(totalCents),
      price_usd: formatCents(eurToUsd(totalCents)),
      unit_price_eur: formatCents(item.cents),
      unit_price_usd: formatCents(eurToUsd(item.cents)),
      created_at: created,
      updated_at: finished ?? created,
      purchased_at: created,
      completed_at: status === 'completed' ? finished : null,
      refunded_at: status === 'refunded' ? finished : null,
    }
  })
}

const SELF: MessageSenderRecord = { ...SELLER, is_admin: false }

function message(id: string, sender: MessageSenderRecord | null, text: string, sentAt: number): OrderMessageRecord {
  return { id, type: sender ? 'user_message' : 'system_message', text, attachment: null, sender, sent_at: sentAt }
}

/** The conversations of 5101, 5102 and 5103, by the buyers the orders name (`seedItemOrders` with the same clock). */
export function seedItemOrderMessages(now: number): Map<number, OrderMessageRecord[]> {
  const orders = seedItemOrders(now)
  const buyerOf = (id: number): MessageSenderRecord => ({ ...orders[id - ITEM_ORDER_FIRST_ID]!.buyer, is_admin: false })
  const ago = (seconds: number) => now - seconds
  return new Map([
    [
      5101,
      [
        message('i-5101-1', null, 'The order was paid. The seller has 1 hour to deliver.', ago(5 * HOUR)),
        message('i-5101-2', buyerOf(5101), 'Hi! My character is on Europe, name Kaelith. Online now.', ago(4 * HOUR)),
      ],
    ],
    [5102, [message('i-5102-1', SELF, 'Sent you a trade request in game.', ago(9 * HOUR))]],
    [
      5103,
      [
        message('i-5103-1', buyerOf(5103), 'Got it, thanks!', ago(13 * HOUR)),
        message('i-5103-2', SELF, 'Enjoy!', ago(13 * HOUR - 5 * MINUTE)),
      ],
    ],
  ])
}
