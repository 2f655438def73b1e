/*
 * What this browser keeps for the seller (recent items, saved views, repricing settings, alerts already seen),
 * kept apart per shop so that one shop's items never show under another. Nothing secret is ever stored here:
 * the token stays in the tab's session storage (app/token-store.ts).
 */
const PREFIX = 'seller-dashboard.'

/** One of the seller's shops in this tab (app/shops.ts keeps them). */
export interface Shop {
  /** '' for the first shop signed in to without a name; else a slug of the name. */
  id: string
  /** As the seller typed it; '' when none was given. */
  name: string
}

export const MAX_SHOP_NAME = 60

/** How a shop is called on screen. */
export function shopLabel(shop: Shop): string {
  return shop.name || 'My shop'
}

const DEFAULT_SHOP = ''

let currentShop = DEFAULT_SHOP
const listeners = new Set<() => void>()

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** The storage key of `name` for the current shop; the first (unnamed) shop keeps the keys it always had. */
export function shopKey(name: string): string {
  return currentShop === DEFAULT_SHOP ? PREFIX + name : `${PREFIX}shop.${currentShop}.${name}`
}

export function getCurrentShop(): string {
  return currentShop
}

/** Called by the session when the seller switches shops; readers subscribed below read again. */
export function setCurrentShop(shop: string): void {
  if (shop === currentShop) return
  currentShop = shop
  for (const listener of listeners) listener()
}

export function subscribeToShop(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The parsed JSON value stored under `name` for the current shop, or null when absent or unreadable. */
export function readShopItem(name: string): unknown {
  try {
    const text = storage()?.getItem(shopKey(name))
    return text == null ? null : (JSON.parse(text) as unknown)
  } catch {
    return null
  }
}

export function writeShopItem(name: string, value: unknown): void {
  try {
    storage()?.setItem(shopKey(name), JSON.stringify(value))
  } catch {
    // Storage full or refused (private mode): the value lasts for this visit only.
  }
}

export function removeShopItem(name: string): void {
  try {
    storage()?.removeItem(shopKey(name))
  } catch {
    // Nothing stored, nothing to remove.
  }
}
