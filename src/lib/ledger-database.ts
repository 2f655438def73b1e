/*
 * Where the ledger's local copy lives (lib/ledger-copy.ts reads and writes it), and how it is deleted: with the
 * browser's own IndexedDB call, so that signing out needs none of the copy's code.
 */
const PREFIX = 'seller-dashboard.'

/** The database of a shop; the first (unnamed) shop keeps the plain name, as shop-store does. */
export function ledgerDatabaseName(shop: string): string {
  return shop === '' ? `${PREFIX}ledger` : `${PREFIX}shop.${shop}.ledger`
}

/** Called with the shop whose copy is deleted: what the tab holds of it in memory goes too. */
export const ledgerCopyDeleted = new Set<(shop: string) => void>()

/** Deletes the shop's copy (an open connection closes itself, see ledger-copy). Nothing happens where there is none. */
export function deleteLedgerCopy(shop: string): void {
  for (const forget of ledgerCopyDeleted) forget(shop)
  try {
    if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(ledgerDatabaseName(shop))
  } catch {
    // The browser refuses storage altogether: nothing was kept either.
  }
}
