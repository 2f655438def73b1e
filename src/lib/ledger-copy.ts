import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import { ledgerDatabaseName } from './ledger-database'

/*
 * The ledger's local copy: the payments already read, in IndexedDB, one database per shop, so that a year's
 * chart and sums need only what is newer on a later visit. Payments hold no secrets. Signing out on purpose,
 * or removing the shop, deletes the database (app/session.ts).
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

interface LedgerSchema<R extends CopiedRecord> extends DBSchema {
  payments: { key: number; value: R; indexes: { created_at: number } }
  state: { key: 'sync'; value: CopyState }
}

export interface LedgerCopy<R extends CopiedRecord> {
  state(): Promise<CopyState | null>
  /** Stores `records` (a record already held is replaced) and the copy's new state, in one transaction. */
  put(records: readonly R[], state: CopyState): Promise<void>
  /** The records made within [from, to] (Unix seconds, inclusive). */
  between(from: number, to: number): Promise<R[]>
  close(): void
}

/**
 * Opens the shop's copy; null where the browser has no IndexedDB or refuses it (private mode), and, unless `create`,
 * where there is none yet: reading never makes one (a read just after a sign-out would bring it back).
 */
export async function openLedgerCopy<R extends CopiedRecord>(shop: string, { create = false } = {}): Promise<LedgerCopy<R> | null> {
  if (typeof indexedDB === 'undefined') return null
  let db: IDBPDatabase<LedgerSchema<R>>
  try {
    db = await openDB<LedgerSchema<R>>(ledgerDatabaseName(shop), 1, {
      upgrade(database, oldVersion, _newVersion, transaction) {
        if (!create && oldVersion === 0) {
          transaction.done.catch(() => undefined)
          return transaction.abort()
        }
        database.createObjectStore('payments', { keyPath: 'id' }).createIndex('created_at', 'created_at')
        database.createObjectStore('state')
      },
      // Another tab signs out and deletes the copy: let it.
      blocking: () => db.close(),
    })
  } catch {
    return null
  }
  return {
    state: async () => (await db.get('state', 'sync')) ?? null,
    async put(records, state) {
      const tx = db.transaction(['payments', 'state'], 'readwrite')
      const payments = tx.objectStore('payments')
      for (const record of records) void payments.put(record)
      void tx.objectStore('state').put(state, 'sync')
      await tx.done
    },
    between: (from, to) => db.getAllFromIndex('payments', 'created_at', IDBKeyRange.bound(from, to)),
    close: () => db.close(),
  }
}
