import type { Payment } from '../../api/records/payment'
import { openLedgerCopy, type CopyState, type LedgerCopy } from '../../lib/ledger-copy'
import { ledgerCopyDeleted } from '../../lib/ledger-database'
import { toEntry, type Entry } from './entry'

/** The copy's entries in memory, with the version of their last write. */
export interface HeldEntries {
  readonly entries: ReadonlyMap<number, Entry>
  readonly version: number
}

/*
 * The shop's local copy as the figures read it, decoded once per tab: reading 18 000 payments out of IndexedDB
 * and parsing their amounts took most of a second, every time a range was chosen. The copy is read into memory
 * once when the ledger opens (beside the top-up), the sync's writes go to both, and a range's figures are then one
 * pass over the entries. Dropped with the copy (sign-out, removing the shop).
 */

/** Opens the shop's copy for the time of `work` only: a sign-out can always delete it. */
export async function withCopy<T>(
  shop: string,
  work: (copy: LedgerCopy<Payment>) => Promise<T>,
  { create = false } = {},
): Promise<T | null> {
  const copy = await openLedgerCopy<Payment>(shop, { create })
  if (!copy) return null
  try {
    return await work(copy)
  } finally {
    copy.close()
  }
}

interface Memory {
  /** By payment id; a payment read again replaces the one held. */
  entries: Map<number, Entry>
  loaded: Promise<Memory> | null
  /** Whether the read from IndexedDB is done. */
  read: boolean
  /** Changes with every write, for what is worked out from the entries. */
  version: number
}

const memories = new Map<string, Memory>()
ledgerCopyDeleted.add((shop) => memories.delete(shop))

function memoryOf(shop: string): Memory {
  let memory = memories.get(shop)
  if (!memory) {
    memory = { entries: new Map(), loaded: null, read: false, version: 0 }
    memories.set(shop, memory)
  }
  return memory
}

function remember(memory: Memory, payments: readonly Payment[], replace: boolean) {
  const { entries } = memory
  if (payments.length > 0) memory.version++
  for (const payment of payments) {
    if (!replace && entries.has(payment.id)) continue
    const entry = toEntry(payment)
    if (entry) entries.set(payment.id, entry)
    else entries.delete(payment.id)
  }
}

/**
 * The copy's entries, read from IndexedDB the first time only. A write of the sync meanwhile is already in
 * memory and newer than what the read may have seen, so the read never replaces an entry.
 */
export function copyEntries(shop: string): Promise<HeldEntries> {
  const memory = memoryOf(shop)
  memory.loaded ??= withCopy(shop, (copy) => copy.between(-Infinity, Infinity)).then(
    (payments) => {
      remember(memory, payments ?? [], false)
      memory.read = true
      return memory
    },
    (error: unknown) => {
      memory.loaded = null
      throw error
    },
  )
  return memory.loaded
}

/** The copy's entries when they are in memory already (with their version), else null. */
export function heldEntries(shop: string): HeldEntries | null {
  const memory = memories.get(shop)
  return memory?.read ? memory : null
}

/** `copy`, whose writes also go to the shop's memory of it. */
export function remembering(shop: string, copy: LedgerCopy<Payment>): LedgerCopy<Payment> {
  return {
    ...copy,
    put: async (records: readonly Payment[], state: CopyState) => {
      await copy.put(records, state)
      remember(memoryOf(shop), records, true)
    },
  }
}
