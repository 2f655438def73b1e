import { SEED_NOW } from './seed'
import { SELLER } from './seed-disputes'
import type {
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
