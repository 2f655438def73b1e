import { store } from './db'
import { buildOtherOffer } from './factories'

/*
 * A competitor who undercuts the seller's offer every minute, on demand (`sellerDemo.startPriceWar(3001)` in the
 * demo's console): with automatic repricing on, every round has a change to make, so the per-offer write limit (5 a
 * minute, 10 an hour) shows on the offer's page, and the floor stops the race.
 */
const WARRIOR_ID = 399_001
const UNDERCUT = 0.995

/** One move: the competitor prices 0.5 % under the seller's offer now. Returns the competitor's price. */
export function undercutOnce(offerId: number): string | null {
  const db = store()
  const own = db.currencyOffers.get(offerId)
  if (!own) return null
  const price = Math.max(0.000001, Number(own.price_eur) * UNDERCUT).toFixed(6)
  const warrior = buildOtherOffer({
    id: WARRIOR_ID,
    currency_unit: own.currency_unit,
    seller: { id: WARRIOR_ID, username: 'PriceWarrior' },
    stock: 1000,
    price_eur: price,
    price_usd: price,
  })
  const others = (db.otherOffers.get(offerId) ?? []).filter((offer) => offer.id !== WARRIOR_ID)
  db.otherOffers.set(offerId, [warrior, ...others])
  return price
}

/** Undercuts the offer every `everyMs`; returns the function that ends the war. */
export function startPriceWar(offerId = 3001, everyMs = 60_000): () => void {
  undercutOnce(offerId)
  const timer = setInterval(() => undercutOnce(offerId), everyMs)
  return () => clearInterval(timer)
}
