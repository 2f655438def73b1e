import { readShopItem, subscribeToShop, writeShopItem } from '../../lib/shop-store'

/*
 * How far the seller has looked in the inbox: the last cursor seen, per shop. Only a number is stored, never an
 * event's text.
 */
const SEEN = 'relay.seen-cursor'
const listeners = new Set<() => void>()

export function readSeenCursor(): number | null {
  const raw = readShopItem(SEEN)
  return Number.isSafeInteger(raw) && (raw as number) >= 0 ? (raw as number) : null
}

export function markSeen(cursor: number): void {
  const seen = readSeenCursor()
  if (seen !== null && seen >= cursor) return
  writeShopItem(SEEN, cursor)
  for (const listener of listeners) listener()
}

export function subscribeToSeen(listener: () => void): () => void {
  listeners.add(listener)
  const unsubscribeShop = subscribeToShop(listener)
  return () => {
    listeners.delete(listener)
    unsubscribeShop()
  }
}

/** The events after the seen cursor; before the seller ever looked, none (what was there before is not new). */
export function countUnseen(cursors: readonly number[], seen: number | null): number {
  return seen === null ? 0 : cursors.filter((cursor) => cursor > seen).length
}
