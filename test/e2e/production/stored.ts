import type { Page } from '@playwright/test'

/** Everything this browser keeps where a page can reach it: localStorage, sessionStorage and every IndexedDB store. */
export async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump: unknown[] = [{ ...localStorage }, { ...sessionStorage }]
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      for (const store of database.objectStoreNames) {
        const all = database.transaction(store).objectStore(store).getAll()
        dump.push(await new Promise((resolve) => (all.onsuccess = () => resolve(all.result))))
      }
      database.close()
    }
    return JSON.stringify(dump)
  })
}
