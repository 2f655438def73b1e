import { buildGiftCardKeys } from './gift-card-keys'
import { createSeed } from './seed'
import type {
  AccountOrderRecord,
  CurrencyOfferRecord,
  DisputeCaseRecord,
  GiftCardKeyRecord,
  GiftCardOrderRecord,
  OtherOfferRecord,
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
  /** Requests counted per token for the rate-limit headers: when the minute started, in seconds, and how many. */
  rateLimits: Map<string, { startedAt: number; count: number }>
}

/** The in-memory store. The maps stay the same objects across resets, so references to them stay valid. */
export const db: Db = {
  accountOrders: new Map(),
  disputeCases: new Map(),
  giftCardOrders: new Map(),
  giftCardKeys: new Map(),
  currencyOffers: new Map(),
  otherOffers: new Map(),
  rateLimits: new Map(),
}

let seeded = false

/** Refills the store from the seed. `nowMs`: the real clock, which the account orders and disputes follow. */
export function resetDb(nowMs: number = Date.now()): void {
  const seed = createSeed(Math.floor(nowMs / 1000))
  for (const map of Object.values(db)) (map as Map<number, unknown>).clear()
  for (const order of seed.accountOrders) db.accountOrders.set(order.id, order)
  for (const dispute of seed.disputeCases) db.disputeCases.set(dispute.id, dispute)
  for (const order of seed.giftCardOrders) db.giftCardOrders.set(order.id, order)
  for (const offer of seed.currencyOffers) db.currencyOffers.set(offer.id, offer)
  for (const [offerId, offers] of seed.otherOffers) db.otherOffers.set(offerId, offers)
  seeded = true
}

/** The store, filled from the seed on first use (the browser worker and a plain server never call resetDb). */
export function store(): Db {
  if (!seeded) resetDb()
  return db
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
