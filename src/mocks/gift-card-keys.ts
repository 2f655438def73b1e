import { createRandom } from './random'
import type { GiftCardKeyRecord, GiftCardOrderRecord } from './types'
import { HOUR, MINUTE } from './values'

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** How many keys an order carries: all of them once delivered, half while in delivery, none otherwise. */
export function deliveredKeyCount(order: Pick<GiftCardOrderRecord, 'status' | 'quantity'>): number {
  if (order.status === 'delivered') return order.quantity
  if (order.status === 'in_delivery') return Math.floor(order.quantity / 2)
  return 0
}

/**
 * The keys of an order, derived from its id alone, so they are the same on every run. They are built on first
 * use (order 2999 has 1000 of them) and kept in the db until the next reset.
 */
export function buildGiftCardKeys(order: GiftCardOrderRecord): GiftCardKeyRecord[] {
  const random = createRandom(order.id * 7919)
  const count = deliveredKeyCount(order)
  const deliveredAt = order.completed_at ?? order.updated_at
  const keys: GiftCardKeyRecord[] = []
  for (let index = 0; index < count; index++) {
    const groups: string[] = []
    for (let group = 0; group < 3; group++) {
      let text = ''
      for (let char = 0; char < 5; char++) text += KEY_ALPHABET[random.int(0, KEY_ALPHABET.length - 1)]
      groups.push(text)
    }
    const revealed = order.quantity >= 1000 ? index < 250 : random.chance(0.6)
    keys.push({
      id: order.id * 10000 + index + 1,
      gift_card_order_id: order.id,
      key: groups.join('-'),
      type: { name: 'Code', value: 'text' },
      created_at: deliveredAt,
      revealed_at: revealed ? deliveredAt + random.int(MINUTE, 2 * HOUR) : null,
    })
  }
  return keys
}
