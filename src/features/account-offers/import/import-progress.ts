import { openDB, type DBSchema, type IDBPDatabase } from 'idb'

/*
 * What became of each row the importer sent, kept in this browser (IndexedDB, one database per shop) so that a
 * reload or a closed tab loses nothing. A row is known by its hash only: the record holds the hash, the outcome, the
 * created offer's id and the server's reason, never a cell of the row.
 */

/** `check`: sent, and no answer came (or the tab closed first): it may have been created. */
export type RowOutcome = 'created' | 'refused' | 'check'

export interface RowProgress {
  hash: string
  outcome: RowOutcome
  offerId: number | null
  reason: string | null
}

interface ProgressSchema extends DBSchema {
  rows: { key: string; value: RowProgress }
}

export interface ImportProgress {
  /** Whether it lasts beyond the tab (false where the browser refuses IndexedDB: kept in memory only). */
  lasting: boolean
  get(hashes: readonly string[]): Promise<Map<string, RowProgress>>
  /** Stores only what `progressRecord` keeps. */
  put(progress: RowProgress, secrets?: readonly string[]): Promise<void>
  /** A row sent and refused before anything was applied (429, 401): back to not sent. */
  forget(hash: string): Promise<void>
}

export function importDatabaseName(shop: string): string {
  return shop === '' ? 'seller-dashboard.import' : `seller-dashboard.shop.${shop}.import`
}

const REASON_MAX = 500

/** Only the four fields, the reason cut to length and cleared of any of `secrets` a server might echo. */
export function progressRecord(progress: RowProgress, secrets: readonly string[] = []): RowProgress {
  let reason = progress.reason
  for (const secret of secrets) if (reason && secret.length >= 3) reason = reason.split(secret).join('[removed]')
  return { hash: progress.hash, outcome: progress.outcome, offerId: progress.offerId, reason: reason?.slice(0, REASON_MAX) ?? null }
}

function inMemory(): ImportProgress {
  const rows = new Map<string, RowProgress>()
  return {
    lasting: false,
    get: async (hashes) => new Map(hashes.flatMap((hash) => (rows.has(hash) ? [[hash, rows.get(hash)!] as const] : []))),
    put: async (progress, secrets) => void rows.set(progress.hash, progressRecord(progress, secrets)),
    forget: async (hash) => void rows.delete(hash),
  }
}

export async function openImportProgress(shop: string): Promise<ImportProgress> {
  if (typeof indexedDB === 'undefined') return inMemory()
  let db: IDBPDatabase<ProgressSchema>
  try {
    db = await openDB<ProgressSchema>(importDatabaseName(shop), 1, {
      upgrade: (database) => void database.createObjectStore('rows', { keyPath: 'hash' }),
      blocking: () => db.close(),
    })
  } catch {
    return inMemory()
  }
  return {
    lasting: true,
    async get(hashes) {
      const tx = db.transaction('rows')
      const found = await Promise.all(hashes.map((hash) => tx.store.get(hash)))
      await tx.done
      return new Map(found.flatMap((progress) => (progress ? [[progress.hash, progress] as const] : [])))
    },
    put: async (progress, secrets) => void (await db.put('rows', progressRecord(progress, secrets))),
    forget: (hash) => db.delete('rows', hash),
  }
}
