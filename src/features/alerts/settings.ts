import { useSyncExternalStore } from 'react'
import { readShopItem, removeShopItem, subscribeToShop, writeShopItem } from '../../lib/shop-store'

export const ALERT_KINDS = ['dispute', 'order'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

/** Where the ids already seen of a kind are kept (seen.ts). */
export const seenName = (kind: AlertKind) => `alerts.seen.${kind}`

// Off unless the seller turns them on, per shop.
const NAME = 'alerts.enabled'
const listeners = new Set<() => void>()

export const alertsEnabled = (): boolean => readShopItem(NAME) === true

export function setAlertsEnabled(enabled: boolean): void {
  // Turned on again, alerts start over from what exists then: what came while they were off is not news.
  if (enabled) for (const kind of ALERT_KINDS) removeShopItem(seenName(kind))
  writeShopItem(NAME, enabled)
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const stop = subscribeToShop(listener)
  return () => {
    listeners.delete(listener)
    stop()
  }
}

export function useAlertsEnabled(): boolean {
  return useSyncExternalStore(subscribe, alertsEnabled, () => false)
}
