import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { ListDefinition } from '../../lib/list-search'
import { readSavedViews, writeSavedViews, type SavedViews } from '../../lib/saved-views'
import { subscribeToShop } from '../../lib/shop-store'

// Bumped on every write and shop switch, so each list showing views reads them again.
let version = 0
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  const stop = subscribeToShop(() => {
    version += 1
    listener()
  })
  return () => {
    listeners.delete(listener)
    stop()
  }
}

/** The saved views of one list for the current shop, and a way to change them. */
export function useSavedViews(listKey: string, list: ListDefinition): [SavedViews, (next: SavedViews) => void] {
  const current = useSyncExternalStore(subscribe, () => version)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` marks a write or a shop switch
  const views = useMemo(() => readSavedViews(listKey, list), [listKey, list, current])
  const change = useCallback(
    (next: SavedViews) => {
      writeSavedViews(listKey, next)
      version += 1
      listeners.forEach((listener) => listener())
    },
    [listKey],
  )
  return [views, change]
}
