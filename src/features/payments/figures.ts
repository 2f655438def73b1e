import { formatScaledBigInt } from '../../lib/decimal'
import { rescale, toEntry, type Entry, type MoneyLine } from './entry'
import type { DayRange } from './range'

export type { Entry, MoneyLine } from './entry'

/*
 * The figures of a range of payments: money in, money out, fines, payouts and net, in EUR and in USD, in total
 * and per day, week or month. Exact: every amount is added as a scaled BigInt (lib/decimal), never as a float.
 * A payment is decoded once into an `Entry` (./entry), so the copy held in memory adds up a year in one pass.
 */

export type Grouping = 'day' | 'week' | 'month'
export const GROUPINGS: readonly Grouping[] = ['day', 'week', 'month']

/** Decimal strings: `out`, `fines` and `payouts` are negative or zero, as the ledger writes them. */
export interface Sums {
  in: string
  out: string
  fines: string
  payouts: string
  net: string
}

export interface Bucket {
  /** Its first day, UTC midnight in milliseconds. */
  start: number
  eur: Sums
  usd: Sums
}

export interface Figures {
  eur: Sums
  usd: Sums
  buckets: Bucket[]
  /** Payments counted. */
  count: number
  /** Payments left out because their date, or within the range their amount, could not be read. */
  unreadable: number
}

const DAY_MS = 86_400_000

type Acc = Record<keyof Sums, bigint>
const zero = (): Acc => ({ in: 0n, out: 0n, fines: 0n, payouts: 0n, net: 0n })

function add(acc: Acc, units: bigint, entry: Entry) {
  if (units > 0n) acc.in += units
  else acc.out += units
  if (entry.is_fine) acc.fines += units
  if (entry.type === 'payout') acc.payouts += units
  acc.net += units
}

function addAll(into: Acc, from: Acc) {
  for (const key of Object.keys(into) as (keyof Sums)[]) into[key] += from[key]
}

const write = (acc: Acc, scale: number): Sums => ({
  in: formatScaledBigInt(acc.in, scale),
  out: formatScaledBigInt(acc.out, scale),
  fines: formatScaledBigInt(acc.fines, scale),
  payouts: formatScaledBigInt(acc.payouts, scale),
  net: formatScaledBigInt(acc.net, scale),
})

/** The first day of the bucket that holds `ms`: the UTC day, its week (from Monday) or its month. */
export function bucketStart(ms: number, grouping: Grouping): number {
  const day = Math.floor(ms / DAY_MS) * DAY_MS
  if (grouping === 'day') return day
  if (grouping === 'week') return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS
  const date = new Date(day)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)
}

function nextBucket(start: number, grouping: Grouping): number {
  if (grouping === 'day') return start + DAY_MS
  if (grouping === 'week') return start + 7 * DAY_MS
  const date = new Date(start)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)
}

/** The grouping a range is best read in: days up to a month, weeks up to four months, else months. */
export function groupingFor({ from, to }: DayRange): Grouping {
  const days = (to - from) / DAY_MS + 1
  return days <= 31 ? 'day' : days <= 120 ? 'week' : 'month'
}

/** The index of the last bucket starting at or before `at` (starts ascending, `at` at or after the first). */
function bucketIndex(starts: readonly number[], at: number): number {
  let [low, high] = [0, starts.length - 1]
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (starts[middle]! <= at) low = middle
    else high = middle - 1
  }
  return low
}

/**
 * The figures of the entries made within `range` (and passing `keep`, when given), grouped by `grouping`, in one
 * pass over them.
 */
export function summarizeEntries(
  entries: Iterable<Entry>,
  range: DayRange,
  grouping: Grouping,
  { keep = null, unreadable = 0 }: { keep?: ((entry: Entry) => boolean) | null; unreadable?: number } = {},
): Figures {
  const end = range.to + DAY_MS
  const kept: Entry[] = []
  let [eurScale, usdScale] = [2, 2]
  for (const entry of entries) {
    if (entry.at < range.from || entry.at >= end || (keep !== null && !keep(entry))) continue
    if (entry.eur === null) {
      unreadable++
      continue
    }
    kept.push(entry)
    eurScale = Math.max(eurScale, entry.eur.scale)
    if (entry.usd) usdScale = Math.max(usdScale, entry.usd.scale)
  }
  const starts: number[] = []
  for (let start = bucketStart(range.from, grouping); start < end; start = nextBucket(start, grouping)) starts.push(start)
  const sums = starts.map(() => ({ eur: zero(), usd: zero() }))
  for (const entry of kept) {
    const bucket = sums[bucketIndex(starts, entry.at)]!
    add(bucket.eur, rescale(entry.eur!, eurScale), entry)
    if (entry.usd) add(bucket.usd, rescale(entry.usd, usdScale), entry)
  }
  const total = { eur: zero(), usd: zero() }
  for (const { eur, usd } of sums) {
    addAll(total.eur, eur)
    addAll(total.usd, usd)
  }
  return {
    eur: write(total.eur, eurScale),
    usd: write(total.usd, usdScale),
    buckets: starts.map((start, index) => ({ start, eur: write(sums[index]!.eur, eurScale), usd: write(sums[index]!.usd, usdScale) })),
    count: kept.length,
    unreadable,
  }
}

/** The figures of the payments of `lines` made within `range`, grouped by `grouping`. */
export function summarize(lines: Iterable<MoneyLine>, range: DayRange, grouping: Grouping): Figures {
  const entries: Entry[] = []
  let undated = 0
  for (const line of lines) {
    const entry = toEntry(line)
    if (entry) entries.push(entry)
    else undated++
  }
  return summarizeEntries(entries, range, grouping, { unreadable: undated })
}
