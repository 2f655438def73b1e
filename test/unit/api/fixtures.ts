/*
 * Response bodies of the Seller API v2 as the spec types them (`spec*`) and as the live service sends them
 * (`live*`: nulls for events that have not happened, fields the spec does not list, older shapes).
 */

export const TOKEN = 'sk_live_7f3a9c1e5b2d4f60a8c7e9b1d3f5a7c9'

export const deliveryTime = {
  duration: 30,
  format: '30 min',
  format_long: '30 minutes',
  seconds: 1800,
}

export function specAccountOrder() {
  return {
    id: 48213,
    account_offer_id: 9120,
    game: { id: 12, name: 'Valorant', slug: 'valorant' },
    buyer: { id: 77031, username: 'nightowl_88' },
    rating: {
      id: 5521,
      labels: ['fast_delivery', 'as_described'],
      rating: 5,
      comment: 'Smooth, thanks!',
      created_at: 1717430400,
      updated_at: 1717430400,
    },
    title: 'EU Diamond 2 account, 41 agents, full access',
    description: 'Original email included. Level 187, no bans.',
    parameters: { region: 'EU', rank: 'Diamond 2', agents: 41 },
    is_disputed: true,
    dispute_case_id: 3301,
    delivery_time: deliveryTime,
    is_manual_delivery: true,
    credentials: 'login: nightowl_eu\npassword: Tr0ub4dor&3',
    delivery_instructions: 'Change the password after the first login.',
    price: '64.90',
    price_usd: '70.25',
    image_urls: ['https://cdn.market.example/offers/9120/1.jpg', 'https://cdn.market.example/offers/9120/2.jpg'],
    created_at: 1717340000,
    updated_at: 1717340500,
    purchased_at: 1717340000,
    completed_at: 1717344000,
    refunded_at: 1717350000,
  }
}

/** An order in delivery, as the live service sends it: nulls, `status`, `unit`, fields no spec lists. */
export function liveAccountOrder() {
  return {
    ...specAccountOrder(),
    status: 'in_delivery',
    rating: null,
    is_disputed: false,
    dispute_case_id: null,
    delivery_time: { ...deliveryTime, unit: 'minutes' },
    credentials: null,
    delivery_instructions: null,
    parameters: [],
    completed_at: null,
    refunded_at: null,
    seller_note: 'not shown to the buyer',
    game: { id: 12, name: 'Valorant', slug: 'valorant', icon_url: 'https://cdn.market.example/games/12.png' },
    buyer: { id: 77031, username: 'nightowl_88', avatar_url: null, is_verified: true },
  }
}

export function specDisputeEvent() {
  return {
    id: 90011,
    actor_id: 77031,
    actor_username: 'nightowl_88',
    payload: { message: 'The password does not work.' },
    evidence_urls: ['https://cdn.market.example/evidence/90011.png'],
    created_at: 1717351000,
  }
}

export function specDisputeCase() {
  return {
    id: 3301,
    orderable_id: 48213,
    buyer_id: 77031,
    explanation: 'The password does not work.',
    preferred_resolution_note: 'Refund please.',
    seller_response_due_at: 1717437400,
    buyer_response_due_at: 1717523800,
    active_due_at: 1717437400,
    is_active_deadline_expired: false,
    seller_response_hours: 24,
    buyer_response_hours: 48,
    locked_at: 1717360000,
    closed_at: 1717370000,
    created_at: 1717351000,
    updated_at: 1717351000,
    events: [specDisputeEvent()],
  }
}

export function liveDisputeCase() {
  return {
    ...specDisputeCase(),
    status: 'waiting_for_seller',
    reason: 'credentials_not_working',
    preferred_resolution: 'refund',
    outcome: null,
    closure_reason: null,
    orderable_type: 'account_order',
    locked_at: null,
    closed_at: null,
    events: [{ ...specDisputeEvent(), type: 'dispute_created', payload: [], actor_username: null }],
  }
}

/** The older shape of a case: one `dispute_timing_hours` instead of the two response-hour fields. */
export function olderDisputeCase() {
  const { seller_response_hours: _seller, buyer_response_hours: _buyer, ...rest } = specDisputeCase()
  return { ...rest, dispute_timing_hours: 72 }
}

export function specGiftCardKey() {
  return {
    id: 600101,
    gift_card_order_id: 51007,
    key: 'XXXX-7H2K-99QA-LM3P',
    type: { name: 'Code' },
    created_at: 1717400000,
    revealed_at: 1717400300,
  }
}

export function specGiftCardOrder(id = 51007) {
  return {
    id,
    gift_card_id: 301,
    gift_card_offer_id: 4410,
    region_id: 2,
    brand_id: 17,
    buyer: { id: 80412, username: 'pixelpaws' },
    title: 'Steam Gift Card 50 EUR (EU)',
    face_value_amount: '50.00',
    face_value_unit: 'EUR',
    quantity: 2,
    unit_price_eur: '46.50',
    unit_price_usd: '50.33',
    price_eur: '93.00',
    price_usd: '100.66',
    keys: [specGiftCardKey()],
    created_at: 1717400000,
    updated_at: 1717400300,
    completed_at: 1717400300,
    refunded_at: 1717500000,
  }
}

export function liveGiftCardOrder(id = 51008) {
  return {
    ...specGiftCardOrder(id),
    status: 'delivered',
    refunded_at: null,
    unit_price_eur: { amount: 12.5, format: '€12.50', currency: { code: 'EUR', symbol: '€' } },
    price_eur: 25,
    keys: [{ ...specGiftCardKey(), type: { name: 'Code', value: 'text' }, revealed_at: null, masked: true }],
    platform: 'steam',
  }
}

export function specOtherOffer(id = 7001) {
  return {
    id,
    currency_unit: { slug: 'gold', currency_name: 'Gold', name: '1000 Gold', symbol: 'g', multiplier: 1000 },
    seller: { id: 5120, username: 'goldsmith' },
    stock: 250,
    min_quantity: 5,
    delivery_time: deliveryTime,
    delivery_method_data: { method: 'mail', character_required: true },
    base_currency: 'EUR',
    price_eur: '0.85',
    price_usd: '0.92',
  }
}

export function liveOtherOffer(id = 7002) {
  return {
    ...specOtherOffer(id),
    delivery_time: { ...deliveryTime, unit: 'hours' },
    delivery_method_data: [],
    price_eur: { amount: '0.79', format: '€0.79', currency: { code: 'EUR', symbol: '€' } },
    seller: { id: 5121, username: 'ironbank', rating: 4.9 },
  }
}

export function specMeta() {
  return { current_page: 2, from: 16, last_page: 4, per_page: 15, to: 30, total: 52 }
}

export function specLinks() {
  return {
    first: 'https://api.market.example/v2/gift-card-orders?page=1',
    last: 'https://api.market.example/v2/gift-card-orders?page=4',
    prev: 'https://api.market.example/v2/gift-card-orders?page=1',
    next: 'https://api.market.example/v2/gift-card-orders?page=3',
  }
}

/** The last page of a list as the live API sends it: `path` in meta, `next` null. */
export function liveListPage() {
  return {
    data: [liveGiftCardOrder()],
    meta: { ...specMeta(), current_page: 4, from: 46, to: 52, path: 'https://api.market.example/v2/gift-card-orders' },
    links: { ...specLinks(), prev: 'https://api.market.example/v2/gift-card-orders?page=3', next: null },
  }
}
