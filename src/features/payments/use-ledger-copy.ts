import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { describeError } from '../../lib/error-message'
import type { CopyState } from '../../lib/ledger-copy'
import { getCurrentShop } from '../../lib/shop-store'
import { copyEntries, remembering, withCopy } from './copy-memory'
import { prepareCopyFigures } from './day-totals'
import { syncLedger, type SyncProgress } from './sync'

export type CopyStatus =
  | { kind: 'idle'; state: CopyState | null }
  | { kind: 'syncing'; state: CopyState | null; progress: SyncProgress | null }
  | { kind: 'ready'; state: CopyState }
  | { kind: 'cancelled'; state: CopyState | null }
  | { kind: 'failed'; state: CopyState | null; message: string }
  /** No IndexedDB here (or refused): every figure comes from the API. */
  | { kind: 'unavailable'; state: null }

/** A copy brought up to date this recently is not read again when the ledger opens. */
const FRESH_MS = 60_000

interface Store {
  status: CopyStatus
  controller: AbortController | null
  /** The seller cancelled the first read: it does not start again on its own during this visit. */
  declined: boolean
  /** Leaving the ledger stops the read, unless the ledger is back at once (a remount). */
  leaving: ReturnType<typeof setTimeout> | undefined
  listeners: Set<() => void>
}

// One per shop, for the tab's life: moving between filters or pages of the ledger does not read again.
const stores = new Map<string, Store>()

function storeOf(shop: string): Store {
  let store = stores.get(shop)
  if (!store) {
    store = { status: { kind: 'idle', state: null }, controller: null, declined: false, leaving: undefined, listeners: new Set() }
    stores.set(shop, store)
  }
  return store
}

function set(store: Store, status: CopyStatus) {
  store.status = status
  for (const listener of store.listeners) listener()
}

function decline(store: Store) {
  store.declined = true
  store.controller?.abort()
}

async function start(shop: string, store: Store, { again = false } = {}) {
  if (again) store.declined = false
  if (store.controller) return
  const controller = new AbortController()
  store.controller = controller
  let before = store.status.state
  set(store, { kind: 'syncing', state: before, progress: null })
  try {
    // What the copy already holds decides whether the figures can wait for a top-up or need the first read.
    before = (await withCopy(shop, (copy) => copy.state())) ?? null
    set(store, { kind: 'syncing', state: before, progress: null })
    // The copy is read into memory beside the top-up, so that choosing a range afterwards reads no database.
    const inMemory = copyEntries(shop).catch(() => null)
    const state = await withCopy(shop, (copy) =>
      syncLedger({
        copy: remembering(shop, copy),
        now: Math.floor(Date.now() / 1000),
        signal: controller.signal,
        onProgress: (progress) => set(store, { kind: 'syncing', state: before, progress }),
      }),
      { create: true },
    )
    prepareCopyFigures(await inMemory)
    set(store, state ? { kind: 'ready', state } : { kind: 'unavailable', state: null })
  } catch (error) {
    // Not read again from the database: after a sign-out that would create it anew. A cut-short first read
    // leaves the copy incomplete, so the state from before is still the copy's.
    if (controller.signal.aborted) set(store, { kind: 'cancelled', state: before })
    else set(store, { kind: 'failed', state: before, message: describeError(error).detail })
  } finally {
    store.controller = null
  }
}

/**
 * The current shop's local copy of the ledger: brought up to date when the ledger opens (the first time a year of
 * payments, with its progress; later only what is newer), and cancelled when the seller asks or leaves the ledger.
 */
export function useLedgerCopy() {
  const shop = getCurrentShop()
  const store = storeOf(shop)
  const status = useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        store.listeners.add(listener)
        return () => store.listeners.delete(listener)
      },
      [store],
    ),
    () => store.status,
  )
  useEffect(() => {
    clearTimeout(store.leaving)
    const { status: current } = store
    const fresh = current.kind === 'ready' && Date.now() - current.state.syncedAt < FRESH_MS
    if (!fresh && !store.declined && current.kind !== 'unavailable') void start(shop, store)
    return () => {
      store.leaving = setTimeout(() => store.controller?.abort(), 0)
    }
  }, [shop, store])
  return {
    shop,
    status,
    cancel: () => decline(store),
    retry: () => void start(shop, store, { again: true }),
  }
}
