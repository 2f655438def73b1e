import { PAYMENT_TYPES } from '../../api/lists'
import { choiceList } from '../../lib/list-filter-values'
import type { HeldEntries } from './copy-memory'
import { rescale, type Entry } from './entry'
import { DAY_MS } from './range'

/*
 * Payments added up per UTC day, in one pass: any range's figures are then sums of its days (figures.ts). The
 * ledger adds up its local copy's days as soon as the copy is read, so that a range shows at once when chosen; the
 * rest of the figures' code comes with the first range.
 */

/** Decimal strings: `out`, `fines` and `payouts` are negative or zero, as the ledger writes them. */
export interface Sums {
  in: string
  out: string
  fines: string
  payouts: string
  net: string
}

/** Sums as BigInt units at one scale. */
export type Acc = Record<keyof Sums, bigint>
export const zero = (): Acc => ({ in: 0n, out: 0n, fines: 0n, payouts: 0n, net: 0n })

function add(acc: Acc, units: bigint, entry: Entry) {
  if (units > 0n) acc.in += units
  else acc.out += units
  if (entry.is_fine) acc.fines += units
  if (entry.type === 'payout') acc.payouts += units
  acc.net += units
}

interface Day {
  eur: Acc
  usd: Acc
  count: number
  /** Payments of the day whose amount could not be read. */
  unreadable: number
  /** The most decimals of the day's amounts. */
  eurScale: number
  usdScale: number
}

/** Entries added up per UTC day, at one scale each currency: any range's figures are then sums of its days. */
export interface DayTotals {
  eurScale: number
  usdScale: number
  days: Map<number, Day>
}

/** One pass over `entries` (those passing `keep`, when given): their sums per day. */
export function dayTotals(entries: Iterable<Entry>, keep: ((entry: Entry) => boolean) | null = null): DayTotals {
  const kept: Entry[] = []
  let [eurScale, usdScale] = [2, 2]
  for (const entry of entries) {
    if (keep !== null && !keep(entry)) continue
    kept.push(entry)
    if (entry.eur) eurScale = Math.max(eurScale, entry.eur.scale)
    if (entry.usd) usdScale = Math.max(usdScale, entry.usd.scale)
  }
  const days = new Map<number, Day>()
  for (const entry of kept) {
    const start = Math.floor(entry.at / DAY_MS) * DAY_MS
    let day = days.get(start)
    if (!day) days.set(start, (day = { eur: zero(), usd: zero(), count: 0, unreadable: 0, eurScale: 2, usdScale: 2 }))
    if (entry.eur === null) {
      day.unreadable++
      continue
    }
    day.count++
    day.eurScale = Math.max(day.eurScale, entry.eur.scale)
    add(day.eur, rescale(entry.eur, eurScale), entry)
    if (!entry.usd) continue
    day.usdScale = Math.max(day.usdScale, entry.usd.scale)
    add(day.usd, rescale(entry.usd, usdScale), entry)
  }
  return { eurScale, usdScale, days }
}

/** The ledger's filters the figures follow (the text search only on the API: its matching is the server's). */
export interface FigureFilters {
  /** One type or several, as the URL writes them: `sale,fine`. */
  type?: string | number
  is_fine?: 0 | 1
  is_warehouse?: 0 | 1
  search?: string | number
}

/** Whether an entry of the copy passes the ledger's filters, as the API's `filter[type|is_fine|is_warehouse]` would. */
function matcher(filters: FigureFilters): ((entry: Entry) => boolean) | null {
  const types = filters.type === undefined ? null : new Set<string | null>(choiceList(filters.type, PAYMENT_TYPES))
  const { is_fine: fine, is_warehouse: warehouse } = filters
  if (types === null && fine === undefined && warehouse === undefined) return null
  return (entry) =>
    (types === null || types.has(entry.type)) &&
    (fine === undefined || entry.is_fine === (fine === 1)) &&
    (warehouse === undefined || entry.is_warehouse === (warehouse === 1))
}

// The day totals of the copy held, per filter, until the next write to it: a range is then a sum of its days.
const totals = new WeakMap<ReadonlyMap<number, Entry>, { version: number; byFilter: Map<string, DayTotals> }>()

/** The day totals of the copy held that pass `filters`, added up once per filter and write. */
export function totalsOf({ entries, version }: HeldEntries, filters: FigureFilters): DayTotals {
  let held = totals.get(entries)
  if (held?.version !== version) totals.set(entries, (held = { version, byFilter: new Map() }))
  const types = filters.type === undefined ? null : choiceList(filters.type, PAYMENT_TYPES).join(',')
  const key = JSON.stringify([types, filters.is_fine ?? null, filters.is_warehouse ?? null])
  let found = held.byFilter.get(key)
  if (!found) held.byFilter.set(key, (found = dayTotals(entries.values(), matcher(filters))))
  return found
}

/** Adds up the days of the whole copy ahead of time (the ledger without filters), once it is in memory. */
export function prepareCopyFigures(held: HeldEntries | null) {
  if (held) totalsOf(held, {})
}
