import { BULK_GIFT_CARD_ORDER_ID, seedGiftCardOrders } from './seed-gift-card-orders'
import { seedAccountOrders } from './seed-account-orders'
import { SELLER, UNSAFE_EVIDENCE_URLS, seedDisputeCases } from './seed-disputes'
import { UNSAFE_IMAGE_URLS } from './seed-account-orders-more'
import { CURRENCY_OFFERS, seedOtherOffers } from './seed-other-offers'
import type { AccountOrderRecord, DisputeCaseRecord, GiftCardOrderRecord, OtherOfferRecord } from './types'

/**
 * The seed's fixed "now" (2026-11-20 12:00 UTC, in Unix seconds). Data that must be identical on every run
 * is placed relative to it: the gift card orders (so date filters always give the same answers) and the
 * other offers (which carry no times).
 *
 * Data that the UI shows as "x ago" or as a countdown is placed relative to the real clock at reset
 * instead: the account orders (recent purchases) and the dispute cases (the seller's deadline of 7001 and
 * 7002 must lie ahead, or the demo would only ever show expired deadlines). Only the absolute times move;
 * the offsets, like everything else, come from the fixed seed.
 */
export const SEED_NOW = Date.UTC(2026, 10, 20, 12) / 1000

export interface Seed {
  accountOrders: AccountOrderRecord[]
  disputeCases: DisputeCaseRecord[]
  giftCardOrders: GiftCardOrderRecord[]
  otherOffers: Map<number, OtherOfferRecord[]>
}

/** `now`: the real clock in Unix seconds, for the account orders and dispute cases. */
export function createSeed(now: number): Seed {
  return {
    accountOrders: seedAccountOrders(now),
    disputeCases: seedDisputeCases(now),
    giftCardOrders: seedGiftCardOrders(SEED_NOW),
    otherOffers: seedOtherOffers(),
  }
}

export { BULK_GIFT_CARD_ORDER_ID, CURRENCY_OFFERS, SELLER, UNSAFE_EVIDENCE_URLS, UNSAFE_IMAGE_URLS }
export { GIFT_CARD_ORDER_FIRST_ID, GIFT_CARD_ORDER_LAST_ID } from './seed-gift-card-orders'
