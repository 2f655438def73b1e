import { useSyncExternalStore } from 'react'
import { readShopItem, subscribeToShop, writeShopItem } from '../../lib/shop-store'
import { forgetSeen } from './seen'

// Off unless the seller turns them on, per shop.
const NAME = 'alerts.enabled'
const listeners = new Set<() => void>()

export const alertsEnabled = (): boolean => readShopItem(NAME) === true

export function setAlertsEnabled(enabled: boolean): void {
  // Turned on again, alerts start over from what exists then: what came while they were off is not news.
  if (enabled) forgetSeen()
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
