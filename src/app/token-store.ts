/*
 * The API token lives for this browser tab only: sessionStorage (never localStorage, never a URL),
 * with an in-memory copy for when storage is unavailable.
 */
const STORAGE_KEY = 'seller-dashboard.token'

let memoryToken: string | null = null
/** Set when sessionStorage refused to store: the in-memory copy is then the only one. */
let storageFailed = false

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

export function getToken(): string | null {
  const store = storageFailed ? null : storage()
  if (!store) return memoryToken
  try {
    return store.getItem(STORAGE_KEY)
  } catch {
    return memoryToken
  }
}

export function setToken(token: string): void {
  memoryToken = token
  try {
    storage()?.setItem(STORAGE_KEY, token)
    storageFailed = false
  } catch {
    // Storage can be full or blocked; the in-memory copy still serves this tab.
    storageFailed = true
  }
}

export function clearToken(): void {
  memoryToken = null
  try {
    storage()?.removeItem(STORAGE_KEY)
  } catch {
    // Nothing to clear.
  }
}
