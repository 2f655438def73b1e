import { useEffect } from 'react'
import { parseId } from './ids'
import { readShopItem, writeShopItem } from './shop-store'

/*
 * Items the seller opened lately, in this browser, per shop (lib/shop-store.ts), for the command palette. Only
 * a kind, an id and a short title are kept: never credentials, keys or the token.
 */
export const RECENT_KINDS = ['account-order', 'gift-card-order', 'competing-offers', 'dispute', 'currency-offer', 'currency-order', 'item-order', 'gift-card-offer', 'account-offer', 'item-offer'] as const
export type RecentKind = (typeof RECENT_KINDS)[number]

export interface RecentItem {
  kind: RecentKind
  id: number
  title: string
}

const STORE_NAME = 'recent'
const MAX_ITEMS = 8
const MAX_TITLE = 80

function readItem(raw: unknown): RecentItem | null {
  if (typeof raw !== 'object' || raw === null) return null
  const { kind, id, title } = raw as Record<string, unknown>
  if (!RECENT_KINDS.includes(kind as RecentKind)) return null
  // Ids were kept as text before they were numbers: both read.
  const number = typeof id === 'number' || typeof id === 'string' ? parseId(String(id)) : null
  if (number === null) return null
  return { kind: kind as RecentKind, id: number, title: typeof title === 'string' ? title.slice(0, MAX_TITLE) : '' }
}

export function readRecentItems(): RecentItem[] {
  const stored = readShopItem(STORE_NAME)
  if (!Array.isArray(stored)) return []
  return stored.map(readItem).filter((item) => item !== null).slice(0, MAX_ITEMS)
}

/** Puts the item first; an item opened again moves up instead of being listed twice. */
export function recordRecentItem(kind: RecentKind, id: number, title: string): void {
  const item = readItem({ kind, id, title: title.replace(/\s+/g, ' ').trim() })
  if (!item) return
  const others = readRecentItems().filter((old) => old.kind !== item.kind || old.id !== item.id)
  writeShopItem(STORE_NAME, [item, ...others].slice(0, MAX_ITEMS))
}

/**
 * Records the item once its page has loaded it. `title` is used only when it is text (an unreadable field is
 * left out).
 */
export function useRecentItem(kind: RecentKind, id: number, loaded: boolean, title?: unknown): void {
  const text = typeof title === 'string' ? title : ''
  useEffect(() => {
    if (loaded) recordRecentItem(kind, id, text)
  }, [kind, id, loaded, text])
}
