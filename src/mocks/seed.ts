import { BULK_GIFT_CARD_ORDER_ID, seedGiftCardOrders } from './seed-gift-card-orders'
import { seedAccountOrders } from './seed-account-orders'
import { SELLER, UNSAFE_EVIDENCE_URLS, seedDisputeCases } from './seed-disputes'
import { UNSAFE_IMAGE_URLS } from './seed-account-orders-more'
import { CURRENCY_OFFERS, seedOtherOffers } from './seed-other-offers'
import { seedCurrencyOffers } from './seed-currency-offers'
import { seedCurrencyOrders } from './seed-currency-orders'
import { seedMoreDisputeCases } from './seed-disputes-more'
import { seedOrderMessages } from './seed-order-messages'
import { seedLedger } from './seed-payments'
import { seedItemOffers } from './seed-item-offers'
import { seedItemOrderMessages, seedItemOrders } from './seed-item-orders'
import { seedSellerBreaks } from './seed-seller-breaks'
import { seedGiftCards, type GiftCardSeed } from './seed-gift-card-offers'
import { seedAccountOffers } from './seed-account-offers'
import type {
  AccountOfferRecord,
  AccountOrderRecord,
  OfferCredentialRecord,
  CurrencyOfferRecord,
  CurrencyOrderRecord,
  DisputeCaseRecord,
  GiftCardOrderRecord,
  ItemOfferRecord,
  ItemOrderRecord,
  OrderMessageRecord,
  OtherOfferRecord,
  PaymentRecord,
  PayoutRecord,
  SellerBreakRecord,
} from './types'

/**
 * The seed's fixed "now" (2026-11-20 12:00 UTC, in Unix seconds). Data that must be identical on every run
 * is placed relative to it: the gift card orders (so date filters always give the same answers) and the
 * seller's currency offers; the other offers carry no times.
 *
 * Data that the UI shows as "x ago" or as a countdown is placed relative to the real clock at reset
 * instead: the account orders (recent purchases) and the dispute cases (the seller's deadline of 7001, 7002
 * and 7006 must lie ahead, or the demo would only ever show expired deadlines). Only the absolute times move;
 * the offsets, like everything else, come from the fixed seed.
 */
export const SEED_NOW = Date.UTC(2026, 10, 20, 12) / 1000

export interface Seed {
  accountOrders: AccountOrderRecord[]
  disputeCases: DisputeCaseRecord[]
  giftCardOrders: GiftCardOrderRecord[]
  currencyOffers: CurrencyOfferRecord[]
  otherOffers: Map<number, OtherOfferRecord[]>
  orderMessages: Map<number, OrderMessageRecord[]>
  currencyOrders: CurrencyOrderRecord[]
  payments: PaymentRecord[]
  payouts: PayoutRecord[]
  itemOffers: ItemOfferRecord[]
  itemOrders: ItemOrderRecord[]
  itemOrderMessages: Map<number, OrderMessageRecord[]>
  /** The history only: no break is on until the seller starts one. */
  sellerBreaks: SellerBreakRecord[]
  /** The gift card catalog and the seller's gift card offers. */
  giftCardCatalog: GiftCardSeed
  accountOffers: AccountOfferRecord[]
  offerCredentials: Map<number, OfferCredentialRecord[]>
}

/** `now`: the real clock in Unix seconds, for the account orders and dispute cases. */
export function createSeed(now: number): Seed {
  const accountOrders = seedAccountOrders(now)
  const currencyOffers = seedCurrencyOffers(SEED_NOW)
  return {
    accountOrders,
    disputeCases: [...seedDisputeCases(now), ...seedMoreDisputeCases(now, accountOrders)],
    giftCardOrders: seedGiftCardOrders(SEED_NOW),
    currencyOffers,
    otherOffers: seedOtherOffers(),
    orderMessages: seedOrderMessages(now),
    currencyOrders: seedCurrencyOrders(SEED_NOW, currencyOffers),
    giftCardCatalog: seedGiftCards(SEED_NOW),
    // Placed by the real clock, as the account orders: "this month" and "last 30 days" always hold payments.
    ...seedLedger(now),
    itemOffers: seedItemOffers(SEED_NOW),
    // Placed by the real clock, as the account orders: the waiting ones have waited hours, not years.
    itemOrders: seedItemOrders(now),
    itemOrderMessages: seedItemOrderMessages(now),
    sellerBreaks: seedSellerBreaks(now),
    ...seedAccountOffers(SEED_NOW),
  }
}

export { BULK_GIFT_CARD_ORDER_ID, CURRENCY_OFFERS, SELLER, UNSAFE_EVIDENCE_URLS, UNSAFE_IMAGE_URLS }
export { GIFT_CARD_ORDER_FIRST_ID, GIFT_CARD_ORDER_LAST_ID } from './seed-gift-card-orders'

/** The seller's balance in euro cents (the ledger's last balance after); `pending_eur` is counted from the account orders waiting for delivery. */
export { SELLER_BALANCE_CENTS } from './seed-payments'
