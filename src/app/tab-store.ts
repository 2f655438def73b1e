/*
 * What this browser tab keeps for the seller's session: sessionStorage (never localStorage, never a URL), with an
 * in-memory copy for when storage is unavailable or refuses to store. The tokens live here, and the list of
 * the tab's shops.
 */
const memory = new Map<string, string>()
/** Set when sessionStorage refused to store: the in-memory copies are then the only ones. */
let storageFailed = false

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

export function readTabItem(key: string): string | null {
  const store = storageFailed ? null : storage()
  if (!store) return memory.get(key) ?? null
  try {
    return store.getItem(key)
  } catch {
    return memory.get(key) ?? null
  }
}

export function writeTabItem(key: string, value: string): void {
  memory.set(key, value)
  try {
    storage()?.setItem(key, value)
    storageFailed = false
  } catch {
    // Storage can be full or blocked; the in-memory copy still serves this tab.
    storageFailed = true
  }
}

export function removeTabItem(key: string): void {
  memory.delete(key)
  try {
    storage()?.removeItem(key)
  } catch {
    // Nothing to clear.
  }
}
