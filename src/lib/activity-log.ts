import { getCurrentShop } from './shop-store'

/*
 * What the seller did and what failed, kept in this browser (IndexedDB), the last 500 entries, one log per shop.
 * An entry holds only these fields, each checked here: never a request body, so never credentials, messages,
 * keys or tokens.
 */

export const ACTIVITY_LIMIT = 500
const DB_NAME = 'seller-dashboard-activity'
const STORE = 'entries'
const TEXT_MAX = 300

/** What a mutation declares in its `meta.activity`: the write it records, on the record with this id. */
export interface ActivityMeta {
  action: string
  itemType: string
  itemId: number
}

export interface ActivityEntry {
  id?: number
  /** Milliseconds since the epoch. */
  at: number
  action: string
  itemType: string | null
  itemId: string | null
  outcome: 'succeeded' | 'failed'
  status: number | null
  message: string | null
  requestId: string | null
}

export function isActivityMeta(value: unknown): value is ActivityMeta {
  if (typeof value !== 'object' || value === null) return false
  const { action, itemType, itemId } = value as Record<string, unknown>
  return typeof action === 'string' && typeof itemType === 'string' && typeof itemId === 'number'
}

const text = (value: string | null, max = TEXT_MAX) => (value === null ? null : value.slice(0, max))

/**
 * Only the known fields, cut to length; any of `secrets` (what the seller sent) found in the message is
 * replaced, in case a server echoes it.
 */
export function sanitizeEntry(entry: ActivityEntry, secrets: readonly string[] = []): ActivityEntry {
  let message = entry.message
  for (const secret of secrets) {
    if (message && secret.trim().length >= 3) message = message.split(secret).join('[removed]')
  }
  return {
    at: entry.at,
    action: text(entry.action, 100) ?? '',
    itemType: text(entry.itemType, 50),
    itemId: text(entry.itemId, 50),
    outcome: entry.outcome === 'succeeded' ? 'succeeded' : 'failed',
    status: typeof entry.status === 'number' ? entry.status : null,
    message: text(message),
    requestId: text(entry.requestId, 100),
  }
}

const opening = new Map<string, Promise<IDBDatabase>>()

/** The current shop's log; the first (unnamed) shop keeps the database it always had. */
function open(): Promise<IDBDatabase> {
  const shop = getCurrentShop()
  const name = shop === '' ? DB_NAME : `${DB_NAME}.${shop}`
  let database = opening.get(name)
  if (!database) {
    database = new Promise<IDBDatabase>((resolve, reject) => {
      if (typeof indexedDB === 'undefined') return reject(new Error('IndexedDB is not available'))
      const request = indexedDB.open(name, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true })
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    }).catch((error: unknown) => {
      opening.delete(name)
      throw error
    })
    opening.set(name, database)
  }
  return database
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
    transaction.onabort = () => reject(transaction.error)
  })
}

const listeners = new Set<() => void>()

/** Called after every change to the log; returns the unsubscribe function. */
export function subscribeActivity(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const notify = () => listeners.forEach((listener) => listener())

/** Adds an entry and drops the oldest beyond the limit. Never throws: a log that cannot be written is skipped. */
export async function recordActivity(entry: ActivityEntry, secrets: readonly string[] = []): Promise<void> {
  try {
    const db = await open()
    const transaction = db.transaction(STORE, 'readwrite')
    const store = transaction.objectStore(STORE)
    store.add(sanitizeEntry(entry, secrets))
    const count = store.count()
    count.onsuccess = () => {
      let extra = count.result - ACTIVITY_LIMIT
      if (extra <= 0) return
      const cursor = store.openCursor()
      cursor.onsuccess = () => {
        const current = cursor.result
        if (!current || extra <= 0) return
        current.delete()
        extra--
        current.continue()
      }
    }
    await done(transaction)
    notify()
  } catch {
    // Private mode or storage refused: the app works on without its log.
  }
}

/** Every entry, newest first. */
export async function readActivity(): Promise<ActivityEntry[]> {
  const db = await open()
  const transaction = db.transaction(STORE, 'readonly')
  const request = transaction.objectStore(STORE).getAll()
  await done(transaction)
  return (request.result as ActivityEntry[]).reverse()
}

export async function clearActivity(): Promise<void> {
  const db = await open()
  const transaction = db.transaction(STORE, 'readwrite')
  transaction.objectStore(STORE).clear()
  await done(transaction)
  notify()
}
