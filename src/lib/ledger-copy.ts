import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb'

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

const PREFIX = 'seller-dashboard.'

/** The database of a shop; the first (unnamed) shop keeps the plain name, as shop-store does. */
export function ledgerDatabaseName(shop: string): string {
  return shop === '' ? `${PREFIX}ledger` : `${PREFIX}shop.${shop}.ledger`
}

export interface LedgerCopy<R extends CopiedRecord> {
  state(): Promise<CopyState | null>
  /** Stores `records` (a record already held is replaced) and the copy's new state, in one transaction. */
  put(records: readonly R[], state: CopyState): Promise<void>
  /** The records made within [from, to] (Unix seconds, inclusive). */
  between(from: number, to: number): Promise<R[]>
  close(): void
}

/** Opens (or creates) the shop's copy; null where the browser has no IndexedDB or refuses it (private mode). */
export async function openLedgerCopy<R extends CopiedRecord>(shop: string): Promise<LedgerCopy<R> | null> {
  if (typeof indexedDB === 'undefined') return null
  let db: IDBPDatabase<LedgerSchema<R>>
  try {
    db = await openDB<LedgerSchema<R>>(ledgerDatabaseName(shop), 1, {
      upgrade(database) {
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

/** Deletes the shop's copy. Quietly does nothing where there is none. */
export async function deleteLedgerCopy(shop: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return
  try {
    await deleteDB(ledgerDatabaseName(shop))
  } catch {
    // Nothing to delete, or the browser refuses: nothing was kept either.
  }
}
