import { readShopItem, writeShopItem } from './shop-store'
import { nextWriteAt, recentWrites, RESOURCE_WRITE_LIMIT, type WriteLimit } from './write-window'

/*
 * When this browser last wrote to each resource ("offer:12", "case:7", "chat:502"), per shop, so that the limit of
 * 5 writes a minute and 10 an hour for one resource is counted across the tabs. Only times are kept: no bodies.
 */
const ITEM = 'resource-writes'

type Writes = Record<string, number[]>

export type ResourceKind = 'order' | 'offer' | 'case' | 'chat' | 'currency-order' | 'item-order' | 'item-order-chat' | 'gift-card-offer' | 'item-offer'

export function resourceKey(kind: ResourceKind, id: number | string): string {
  return `${kind}:${id}`
}

function readWrites(): Writes {
  const value = readShopItem(ITEM)
  if (typeof value !== 'object' || value === null) return {}
  const writes: Writes = {}
  for (const [key, times] of Object.entries(value)) {
    if (Array.isArray(times)) writes[key] = times.filter((t): t is number => typeof t === 'number' && Number.isFinite(t))
  }
  return writes
}

function save(writes: Writes, now: number) {
  const kept: Writes = {}
  for (const [key, times] of Object.entries(writes)) {
    const recent = recentWrites(times, now)
    if (recent.length > 0) kept[key] = recent
  }
  writeShopItem(ITEM, kept)
}

/** Records a write that was sent to `key` (whatever its answer: the server counted it). */
export function noteResourceWrite(key: string, now: number = Date.now()): void {
  const writes = readWrites()
  writes[key] = [...(writes[key] ?? []), now]
  save(writes, now)
}

/** How long to wait before the next write to `key` may go: 0 when it may go now. */
export function resourceWriteWaitMs(key: string, now: number = Date.now(), limit: WriteLimit = RESOURCE_WRITE_LIMIT): number {
  return Math.max(0, nextWriteAt(readWrites()[key] ?? [], now, limit) - now)
}
