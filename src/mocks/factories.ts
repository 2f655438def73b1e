import { SEED_NOW } from './seed'
import { SELLER } from './seed-disputes'
import type {
  AccountOrderRecord,
  DisputeCaseRecord,
  DisputeEventRecord,
  GiftCardOrderRecord,
  OtherOfferRecord,
} from './types'
import { HOUR, deliveryTime } from './values'

/*
 * Builders of single records for tests that need a record the seed does not have. They only build; put the
 * record into `db` yourself (`db.giftCardOrders.set(order.id, order)`).
 */

export function buildGiftCardOrder(overrides: Partial<GiftCardOrderRecord> = {}): GiftCardOrderRecord {
  return {
    id: 9999,
    gift_card_id: 100,
    gift_card_offer_id: 800,
    region_id: 1,
    brand_id: 11,
    buyer: { id: 5001, username: 'pixelpaladin' },
    title: 'Steam Wallet 20 EUR (EU)',
    face_value_amount: '20.00',
    face_value_unit: 'EUR',
    quantity: 2,
    unit_price_eur: '18.40',
    unit_price_usd: '19.87',
    price_eur: '36.80',
    price_usd: '39.74',
    created_at: SEED_NOW - 2 * HOUR,
    updated_at: SEED_NOW - HOUR,
    completed_at: SEED_NOW - HOUR,
    refunded_at: null,
    status: 'delivered',
    ...overrides,
  }
}

export function buildAccountOrder(overrides: Partial<AccountOrderRecord> = {}): AccountOrderRecord {
  const at = SEED_NOW - 3 * HOUR
  return {
    id: 1999,
    account_offer_id: 49999,
    game: { id: 1, name: 'World of Warcraft', slug: 'world-of-warcraft' },
    buyer: { id: 6199, username: 'test_buyer' },
    rating: null,
    title: 'Level 80 Orc Warrior',
    description: 'Test account.',
    parameters: { server: 'Draenor', level: 80 },
    is_disputed: false,
    dispute_case_id: null,
    delivery_time: deliveryTime(30, 'minutes'),
    is_manual_delivery: true,
    credentials: 'Login: test@example.com\nPassword: secret',
    delivery_instructions: null,
    price: '25.00',
    price_usd: '27.00',
    image_urls: [],
    created_at: at,
    updated_at: at,
    purchased_at: at,
    completed_at: null,
    refunded_at: null,
    status: 'in_delivery',
    ...overrides,
  }
}

export function buildDisputeEvent(overrides: Partial<DisputeEventRecord> = {}): DisputeEventRecord {
  return {
    id: 79991,
    type: 'dispute_created',
    actor_id: 6199,
    actor_username: 'test_buyer',
    payload: { preferred_resolution: 'refund' },
    evidence_urls: [],
    created_at: SEED_NOW - 2 * HOUR,
    ...overrides,
  }
}

export function buildDisputeCase(overrides: Partial<DisputeCaseRecord> = {}): DisputeCaseRecord {
  const at = SEED_NOW - 2 * HOUR
  return {
    id: 7999,
    orderable_id: 1999,
    orderable_type: 'account_order',
    buyer_id: 6199,
    status: 'waiting_for_seller',
    reason: 'credentials_not_working',
    preferred_resolution: 'refund',
    explanation: 'The password does not work.',
    preferred_resolution_note: null,
    outcome: null,
    closure_reason: null,
    seller_response_due_at: at + 48 * HOUR,
    buyer_response_due_at: null,
    active_due_at: at + 48 * HOUR,
    is_active_deadline_expired: false,
    seller_response_hours: 48,
    buyer_response_hours: 72,
    locked_at: null,
    closed_at: null,
    created_at: at,
    updated_at: at,
    events: [buildDisputeEvent({ created_at: at })],
    ...overrides,
  }
}

export function buildOtherOffer(overrides: Partial<OtherOfferRecord> = {}): OtherOfferRecord {
  return {
    id: 399999,
    currency_unit: { slug: 'wow-eu-gold-1k', currency_name: 'Gold', name: '1K Gold', symbol: 'g', multiplier: 1000 },
    seller: { id: SELLER.id + 500, username: 'TestTrader' },
    stock: 100,
    min_quantity: 1,
    delivery_time: deliveryTime(15, 'minutes'),
    delivery_method_data: { method: 'mail' },
    base_currency: 'EUR',
    price_eur: '0.1230',
    price_usd: '0.1328',
    ...overrides,
  }
}
