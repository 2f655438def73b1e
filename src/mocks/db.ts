import { buildGiftCardKeys } from './gift-card-keys'
import { bearerToken, isSecondShopToken } from './handlers/auth'
import { createSeed, type Seed } from './seed'
import { secondShopSeed } from './seed-second-shop'
import type {
  AccountOfferRecord,
  AccountOrderRecord,
  OfferCredentialRecord,
  CurrencyOfferRecord,
  CurrencyOrderRecord,
  DisputeCaseRecord,
  GiftCardBrandRecord,
  GiftCardKeyRecord,
  GiftCardOfferRecord,
  GiftCardOrderRecord,
  ItemOfferRecord,
  ItemOrderRecord,
  GiftCardRecord,
  GiftCardRegionRecord,
  OrderMessageRecord,
  OtherOfferRecord,
  PaymentRecord,
  PayoutRecord,
  SellerBreakRecord,
  StockKeyRecord,
} from './types'

export interface Db {
  accountOrders: Map<number, AccountOrderRecord>
  disputeCases: Map<number, DisputeCaseRecord>
  /** Without keys; see `giftCardKeysOf`. */
  giftCardOrders: Map<number, GiftCardOrderRecord>
  /** Keys by order id, built on first use. Set an entry to give an order other keys. */
  giftCardKeys: Map<number, GiftCardKeyRecord[]>
  /** The seller's own currency offers. */
  currencyOffers: Map<number, CurrencyOfferRecord>
  /** Competing offers by the id of the seller's own currency offer. */
  otherOffers: Map<number, OtherOfferRecord[]>
  /** Buyers' orders of the seller's currency offers. */
  currencyOrders: Map<number, CurrencyOrderRecord>
  /** The seller's ledger and payout requests. */
  payments: Map<number, PaymentRecord>
  payouts: Map<number, PayoutRecord>
  /** The seller's item offers. */
  itemOffers: Map<number, ItemOfferRecord>
  /** Requests counted per token for the rate-limit headers: when the minute started, in seconds, and how many. */
  rateLimits: Map<string, { startedAt: number; count: number }>
  /** When each resource ("offer:12") was last written to, in milliseconds, for the per-resource write limit. */
  resourceWrites: Map<string, number[]>
  /** Each account order's conversation, oldest first; an order without an entry has none. */
  orderMessages: Map<number, OrderMessageRecord[]>
  /** Buyers' orders of the seller's item offers. */
  itemOrders: Map<number, ItemOrderRecord>
  /** Each item order's conversation, oldest first. */
  itemOrderMessages: Map<number, OrderMessageRecord[]>
  /** The seller's breaks; one with `ended_at` null is on. */
  sellerBreaks: Map<number, SellerBreakRecord>
  /** The marketplace's gift card catalog. */
  giftCardBrands: Map<number, GiftCardBrandRecord>
  giftCardRegions: Map<number, GiftCardRegionRecord>
  giftCards: Map<number, GiftCardRecord>
  /** The seller's gift card offers, and the keys added to each through the API (by offer id). */
  giftCardOffers: Map<number, GiftCardOfferRecord>
  giftCardOfferKeys: Map<number, StockKeyRecord[]>
  /** The seller's account offers. */
  accountOffers: Map<number, AccountOfferRecord>
  /** Each account offer's credentials inventory by offer id, oldest first (offers of the legacy format have none). */
  offerCredentials: Map<number, OfferCredentialRecord[]>
}

function emptyDb(): Db {
  return {
    accountOrders: new Map(),
    disputeCases: new Map(),
    giftCardOrders: new Map(),
    giftCardKeys: new Map(),
    currencyOffers: new Map(),
    otherOffers: new Map(),
    currencyOrders: new Map(),
    payments: new Map(),
    payouts: new Map(),
    itemOffers: new Map(),
    rateLimits: new Map(),
    resourceWrites: new Map(),
    orderMessages: new Map(),
    itemOrders: new Map(),
    itemOrderMessages: new Map(),
    sellerBreaks: new Map(),
    giftCardBrands: new Map(),
    giftCardRegions: new Map(),
    giftCards: new Map(),
    giftCardOffers: new Map(),
    giftCardOfferKeys: new Map(),
    accountOffers: new Map(),
    offerCredentials: new Map(),
  }
}

/** The in-memory store. The maps stay the same objects across resets, so references to them stay valid. */
export const db: Db = emptyDb()
/** The demo's second shop, for the tokens `isSecondShopToken` accepts: the same ids, other records. */
const secondDb: Db = emptyDb()

let seeded = false
let secondSeeded = false

function fill(target: Db, seed: Seed) {
  for (const map of Object.values(target)) (map as Map<number, unknown>).clear()
  for (const order of seed.accountOrders) target.accountOrders.set(order.id, order)
  for (const dispute of seed.disputeCases) target.disputeCases.set(dispute.id, dispute)
  for (const order of seed.giftCardOrders) target.giftCardOrders.set(order.id, order)
  for (const offer of seed.currencyOffers) target.currencyOffers.set(offer.id, offer)
  for (const [offerId, offers] of seed.otherOffers) target.otherOffers.set(offerId, offers)
  for (const [orderId, messages] of seed.orderMessages) target.orderMessages.set(orderId, messages)
  for (const order of seed.currencyOrders) target.currencyOrders.set(order.id, order)
  for (const payment of seed.payments) target.payments.set(payment.id, payment)
  for (const payout of seed.payouts) target.payouts.set(payout.id, payout)
  for (const offer of seed.itemOffers) target.itemOffers.set(offer.id, offer)
  for (const order of seed.itemOrders) target.itemOrders.set(order.id, order)
  for (const [orderId, messages] of seed.itemOrderMessages) target.itemOrderMessages.set(orderId, messages)
  for (const sellerBreak of seed.sellerBreaks) target.sellerBreaks.set(sellerBreak.id, sellerBreak)
  for (const brand of seed.giftCardCatalog.brands) target.giftCardBrands.set(brand.id, brand)
  for (const region of seed.giftCardCatalog.regions) target.giftCardRegions.set(region.id, region)
  for (const card of seed.giftCardCatalog.cards) target.giftCards.set(card.id, card)
  for (const offer of seed.giftCardCatalog.offers) target.giftCardOffers.set(offer.id, offer)
  for (const offer of seed.accountOffers) target.accountOffers.set(offer.id, offer)
  for (const [offerId, credentials] of seed.offerCredentials) target.offerCredentials.set(offerId, credentials)
}

/** Refills the store from the seed. `nowMs`: the real clock, which the account orders and disputes follow. */
export function resetDb(nowMs: number = Date.now()): void {
  fill(db, createSeed(Math.floor(nowMs / 1000)))
  seeded = true
  secondSeeded = false
}

/**
 * The store of the shop whose token `request` carries (the first shop without one), filled from the seed on
 * first use (the browser worker and a plain server never call resetDb).
 */
export function store(request?: Request): Db {
  if (!seeded) resetDb()
  const token = request ? bearerToken(request) : null
  if (token === null || !isSecondShopToken(token)) return db
  if (!secondSeeded) {
    fill(secondDb, secondShopSeed(createSeed(Math.floor(Date.now() / 1000))))
    secondSeeded = true
  }
  return secondDb
}

export function giftCardKeysOf(order: GiftCardOrderRecord): GiftCardKeyRecord[] {
  let keys = db.giftCardKeys.get(order.id)
  if (!keys) {
    keys = buildGiftCardKeys(order)
    db.giftCardKeys.set(order.id, keys)
  }
  return keys
}

export function nextDisputeEventId(): number {
  let max = 0
  for (const dispute of db.disputeCases.values()) {
    for (const event of dispute.events) max = Math.max(max, event.id)
  }
  return max + 1
}
