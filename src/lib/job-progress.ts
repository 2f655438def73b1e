/*
 * What became of each write of a long job (an import, a change to many offers), kept in this browser (IndexedDB,
 * one database per shop and kind of job) so that a reload or a closed tab loses nothing. A write is known by its key
 * only (a row's hash, an offer's id and the change): the record holds the key, the outcome, the id of what it made
 * and the server's reason, never a secret. A job may keep its description beside (the offers and the change), to be
 * offered again after a reload.
 */

/** `check`: sent, and no answer came (or the tab closed first): it may have been applied. */
export type WriteOutcome = 'done' | 'refused' | 'check'

export interface ItemProgress {
  key: string
  outcome: WriteOutcome
  /** What the write made or changed (the new offer's id), when known. */
  resultId: number | null
  reason: string | null
}

/** A job's description, kept under its `id` until it is discarded. Plain data, never a secret. */
export interface StoredJob {
  id: string
}

export interface JobProgress {
  /** Whether it lasts beyond the tab (false where the browser refuses IndexedDB: kept in memory only). */
  lasting: boolean
  get(keys: readonly string[]): Promise<Map<string, ItemProgress>>
  /** Stores only what `progressRecord` keeps. */
  put(progress: ItemProgress, secrets?: readonly string[]): Promise<void>
  /** A write sent and refused before anything was applied (429, 401): back to not sent. */
  forget(key: string): Promise<void>
  jobs(): Promise<StoredJob[]>
  saveJob(job: StoredJob): Promise<void>
  /** The job and the progress of its writes (`keys`). */
  dropJob(id: string, keys: readonly string[]): Promise<void>
}

/** `import`: the account offers' importer; `bulk`: a change to many offers of a list. */
export function jobDatabaseName(shop: string, kind: 'import' | 'bulk'): string {
  return shop === '' ? `seller-dashboard.${kind}` : `seller-dashboard.shop.${shop}.${kind}`
}

const REASON_MAX = 500

/** Only the four fields, the reason cut to length and cleared of any of `secrets` a server might echo. */
export function progressRecord(progress: ItemProgress, secrets: readonly string[] = []): ItemProgress {
  let reason = progress.reason
  for (const secret of secrets) if (reason && secret.length >= 3) reason = reason.split(secret).join('[removed]')
  return { key: progress.key, outcome: progress.outcome, resultId: progress.resultId, reason: reason?.slice(0, REASON_MAX) ?? null }
}

function inMemory(): JobProgress {
  const items = new Map<string, ItemProgress>()
  const jobs = new Map<string, StoredJob>()
  return {
    lasting: false,
    get: async (keys) => new Map(keys.flatMap((key) => (items.has(key) ? [[key, items.get(key)!] as const] : []))),
    put: async (progress, secrets) => void items.set(progress.key, progressRecord(progress, secrets)),
    forget: async (key) => void items.delete(key),
    jobs: async () => [...jobs.values()],
    saveJob: async (job) => void jobs.set(job.id, job),
    dropJob: async (id, keys) => {
      jobs.delete(id)
      for (const key of keys) items.delete(key)
    },
  }
}

/** A request's result; the browser's own API, without the wrapper the money screens load (idb), to keep pages light. */
function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

const ITEMS = 'items'
const JOBS = 'jobs'

/** Version 1 (the importer's) kept `{ hash, outcome: 'created' | …, offerId, reason }` in `rows`: carried over. */
function upgrade(request: IDBOpenDBRequest, oldVersion: number) {
  const db = request.result
  const items = db.createObjectStore(ITEMS, { keyPath: 'key' })
  db.createObjectStore(JOBS, { keyPath: 'id' })
  if (oldVersion < 1 || !db.objectStoreNames.contains('rows')) return
  const cursor = request.transaction!.objectStore('rows').openCursor()
  cursor.onsuccess = () => {
    const row = cursor.result
    if (!row) return db.deleteObjectStore('rows')
    const old = row.value as { hash: string; outcome: string; offerId: number | null; reason: string | null }
    items.put({ key: old.hash, outcome: old.outcome === 'created' ? 'done' : old.outcome, resultId: old.offerId, reason: old.reason })
    row.continue()
  }
}

export async function openJobProgress(name: string): Promise<JobProgress> {
  if (typeof indexedDB === 'undefined') return inMemory()
  let db: IDBDatabase
  try {
    const request = indexedDB.open(name, 2)
    request.onupgradeneeded = (event) => upgrade(request, event.oldVersion)
    db = await result(request)
    // Another tab deletes or upgrades the database: let it.
    db.onversionchange = () => db.close()
  } catch {
    return inMemory()
  }
  // A write is done once it is on disk: a write marked "check" must stay so if the tab closes while it is sent.
  const write = (stores: string[], change: (transaction: IDBTransaction) => void) =>
    new Promise<void>((resolve, reject) => {
      const transaction = db.transaction(stores, 'readwrite', { durability: 'strict' })
      change(transaction)
      transaction.oncomplete = () => resolve()
      transaction.onerror = transaction.onabort = () => reject(transaction.error)
    })
  return {
    lasting: true,
    async get(keys) {
      const items = db.transaction(ITEMS, 'readonly').objectStore(ITEMS)
      const found = await Promise.all(keys.map((key) => result<ItemProgress | undefined>(items.get(key))))
      return new Map(found.flatMap((progress) => (progress ? [[progress.key, progress] as const] : [])))
    },
    put: (progress, secrets) => write([ITEMS], (t) => t.objectStore(ITEMS).put(progressRecord(progress, secrets))),
    forget: (key) => write([ITEMS], (t) => t.objectStore(ITEMS).delete(key)),
    jobs: () => result<StoredJob[]>(db.transaction(JOBS, 'readonly').objectStore(JOBS).getAll()),
    saveJob: (job) => write([JOBS], (t) => t.objectStore(JOBS).put(job)),
    dropJob: (id, keys) =>
      write([JOBS, ITEMS], (t) => {
        t.objectStore(JOBS).delete(id)
        for (const key of keys) t.objectStore(ITEMS).delete(key)
      }),
  }
}
