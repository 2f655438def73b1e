import { readShopItem, writeShopItem } from '../../lib/shop-store'
import { seenName, type AlertKind } from './settings'

/*
 * The items the alerts have already seen, per shop and per kind, so no alert repeats for an item, across
 * reloads too. A kind never polled in this shop has no record: its first poll only records what exists.
 */

/** Enough for every item a poll can return many times over; the oldest ids go first. */
const MAX_SEEN = 200

/** The ids seen so far, or null when this kind was never polled in this shop. */
export function readSeen(kind: AlertKind): number[] | null {
  const raw = readShopItem(seenName(kind))
  if (!Array.isArray(raw)) return null
  return raw.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0).slice(-MAX_SEEN)
}

export function writeSeen(kind: AlertKind, ids: readonly number[]): void {
  writeShopItem(seenName(kind), ids.slice(-MAX_SEEN))
}

/**
 * What a poll brings: the ids not seen before (none on the first poll, which only records), and the seen ids
 * to keep, the latest last.
 */
export function takeNew(seen: readonly number[] | null, current: readonly number[]): { fresh: number[]; seen: number[] } {
  const known = new Set(seen ?? [])
  const added = current.filter((id, index) => !known.has(id) && current.indexOf(id) === index)
  return { fresh: seen === null ? [] : added, seen: [...(seen ?? []), ...added].slice(-MAX_SEEN) }
}

/** Records a poll of `kind` and gives the ids to alert about. */
export function recordPoll(kind: AlertKind, current: readonly number[]): number[] {
  const { fresh, seen } = takeNew(readSeen(kind), current)
  writeSeen(kind, seen)
  return fresh
}
