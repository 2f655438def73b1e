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

const STORE = 'rows'

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

/** A request's result; the browser's own API, without the wrapper the money screens load (idb), to keep this page light. */
function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

export async function openImportProgress(shop: string): Promise<ImportProgress> {
  if (typeof indexedDB === 'undefined') return inMemory()
  let db: IDBDatabase
  try {
    const request = indexedDB.open(importDatabaseName(shop), 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'hash' })
    db = await result(request)
    // Another tab deletes or upgrades the database: let it.
    db.onversionchange = () => db.close()
  } catch {
    return inMemory()
  }
  // A write is done once it is on disk: a row marked "check" must stay so if the tab closes while it is sent.
  const write = (change: (rows: IDBObjectStore) => void) =>
    new Promise<void>((resolve, reject) => {
      const transaction = db.transaction(STORE, 'readwrite', { durability: 'strict' })
      change(transaction.objectStore(STORE))
      transaction.oncomplete = () => resolve()
      transaction.onerror = transaction.onabort = () => reject(transaction.error)
    })
  return {
    lasting: true,
    async get(hashes) {
      const rows = db.transaction(STORE, 'readonly').objectStore(STORE)
      const found = await Promise.all(hashes.map((hash) => result<RowProgress | undefined>(rows.get(hash))))
      return new Map(found.flatMap((progress) => (progress ? [[progress.hash, progress] as const] : [])))
    },
    put: (progress, secrets) => write((rows) => rows.put(progressRecord(progress, secrets))),
    forget: (hash) => write((rows) => rows.delete(hash)),
  }
}
