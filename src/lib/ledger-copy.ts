import { ledgerDatabaseName } from './ledger-database'

/*
 * The ledger's local copy: the payments already read, in IndexedDB, one database per shop, so that a year's
 * chart and sums need only what is newer on a later visit. Payments hold no secrets. Signing out on purpose,
 * or removing the shop, deletes the database (app/session.ts). Its stores: `payments` by id, with an index on
 * `created_at`, and `state`, the one record `sync`.
 */

/** What the copy knows of itself. Times in Unix seconds, `syncedAt` in milliseconds. */
export interface CopyState {
  /** The first day the copy holds every payment of (UTC midnight). */
  from: number
  /** The newest payment's time: a later visit reads again from that day on. */
  newest: number
  syncedAt: number
  /** False while the first read is unfinished (cancelled, failed): the copy then covers nothing. */
  complete: boolean
}

export interface CopiedRecord {
  readonly id: number
  readonly created_at: number | null
}

export interface LedgerCopy<R extends CopiedRecord> {
  state(): Promise<CopyState | null>
  /** Stores `records` (a record already held is replaced) and the copy's new state, in one transaction. */
  put(records: readonly R[], state: CopyState): Promise<void>
  /** The records made within [from, to] (Unix seconds, inclusive). */
  between(from: number, to: number): Promise<R[]>
  close(): void
}

/** A request's result, or its error. */
function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/**
 * Opens the shop's copy; null where the browser has no IndexedDB or refuses it (private mode), and, unless `create`,
 * where there is none yet: reading never makes one (a read just after a sign-out would bring it back).
 */
export async function openLedgerCopy<R extends CopiedRecord>(shop: string, { create = false } = {}): Promise<LedgerCopy<R> | null> {
  if (typeof indexedDB === 'undefined') return null
  let db: IDBDatabase
  try {
    const request = indexedDB.open(ledgerDatabaseName(shop), 1)
    request.onupgradeneeded = ({ oldVersion }) => {
      // Aborted, the upgrade makes no database, and the open fails.
      if (!create && oldVersion === 0) return request.transaction?.abort()
      request.result.createObjectStore('payments', { keyPath: 'id' }).createIndex('created_at', 'created_at')
      request.result.createObjectStore('state')
    }
    db = await result(request)
  } catch {
    return null
  }
  // Another tab signs out and deletes the copy: let it.
  db.onversionchange = () => db.close()
  const read = (store: 'payments' | 'state') => db.transaction(store).objectStore(store)
  return {
    state: async () => (await result<CopyState | undefined>(read('state').get('sync'))) ?? null,
    put: (records, state) =>
      new Promise((resolve, reject) => {
        const tx = db.transaction(['payments', 'state'], 'readwrite')
        const payments = tx.objectStore('payments')
        for (const record of records) payments.put(record)
        tx.objectStore('state').put(state, 'sync')
        tx.oncomplete = () => resolve()
        tx.onabort = () => reject(tx.error ?? new Error('The ledger copy was not written.'))
      }),
    between: (from, to) => result<R[]>(read('payments').index('created_at').getAll(IDBKeyRange.bound(from, to))),
    close: () => db.close(),
  }
}
