import { readShopItem, subscribeToShop } from '../../../lib/shop-store'

/*
 * The shell's part of the store of offers that reprice on their own (opt-in.ts): whether any is on, and news of a
 * change. Loaded on every page, so it stays this small.
 */
export const AUTO_REPRICING_ITEM = 'auto-repricing'

const listeners = new Set<() => void>()

export const notifyAuto = () => listeners.forEach((listener) => listener())

/** Told of changes in this tab, in the other tabs (the storage event) and on a switch of shop. */
export function subscribeAuto(listener: () => void): () => void {
  listeners.add(listener)
  const stopShop = subscribeToShop(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.endsWith(AUTO_REPRICING_ITEM)) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    stopShop()
    window.removeEventListener('storage', onStorage)
  }
}

/** How many offers of the shop have automatic repricing on. */
export function autoOfferCount(): number {
  const value = readShopItem(AUTO_REPRICING_ITEM)
  return typeof value === 'object' && value !== null ? Object.keys(value).length : 0
}
