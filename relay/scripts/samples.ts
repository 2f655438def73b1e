/**
 * One sample of each documented event (api-notes.md, "Webhooks: what the marketplace pushes"), with ids of the
 * dashboard's demo records so a notice opens a real record there. The secrets in them are made up; the relay
 * removes them before it keeps an event.
 */
export function samples(now = Math.floor(Date.now() / 1000)): Record<string, unknown> {
  const buyer = { id: 6101, username: 'frostbyte_eu' }
  const wow = { id: 1, name: 'World of Warcraft', slug: 'world-of-warcraft' }
  const deliveryTime = { duration: 30, unit: 'minutes', seconds: 1800 }
  return {
    'account.order.purchased': {
      id: 1001,
      account_offer_id: 40007,
      game: wow,
      buyer,
      title: 'Level 80 Undead Mage, 412 mounts incl. Invincible',
      status: 'pending',
      delivery_time: deliveryTime,
      is_manual_delivery: true,
      credentials: 'Login: sample@example.com\nPassword: not-a-real-password',
      price: '189.00',
      price_usd: '204.12',
      purchased_at: now,
    },
    'item.order.purchased': {
      id: 5101,
      item_offer_id: 5001,
      game: wow,
      buyer,
      title: 'Reins of the Invincible',
      quantity: 2,
      status: 'pending',
      delivery_time: deliveryTime,
      price_eur: '24.00',
      purchased_at: now,
    },
    'currency.order.purchased': {
      id: 9001,
      currency_offer_id: 8001,
      game: wow,
      quantity: 50000,
      currency_unit: 'Gold',
      credentials: { character_name: 'Frostmage', realm: 'Draenor', faction: 'Horde' },
      price_eur: '12.50',
      delivery_time: deliveryTime,
      purchased_at: now,
    },
    'gift_card.order.purchased': {
      id: 2800,
      gift_card_offer_id: 11,
      title: 'Steam Wallet 20 EUR (EU)',
      quantity: 1,
      status: 'delivered',
      keys: [{ id: 1, key: 'SAMPLE-KEY-0000-0000' }],
      price_eur: '18.40',
      purchased_at: now,
    },
    'order.dispute.created': {
      id: 7001,
      orderable_type: 'account_order',
      orderable_id: 1001,
      buyer_id: buyer.id,
      explanation: 'The login does not work.',
      status: 'open',
      seller_response_due_at: now + 24 * 3600,
      created_at: now,
    },
    'order.dispute.updated': {
      dispute: { id: 7001, orderable_type: 'account_order', orderable_id: 1001, status: 'open', seller_response_due_at: now + 23 * 3600 },
      event: { id: 70013, type: 'buyer_message', actor_username: buyer.username, created_at: now },
    },
  }
}

export const EVENT_NAMES = Object.keys(samples(0))
