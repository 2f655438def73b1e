import { decimalsOf, formatScaledBigInt, scaledBigInt } from '../../lib/decimal'
import type { DayRange } from './range'

/*
 * The figures of a range of payments: money in, money out, fines, payouts and net, in EUR and in USD, in total
 * and per day, week or month. Exact: every amount is added as a scaled BigInt (lib/decimal), never as a float.
 */

/** What the figures read of a payment (a stored copy's record or a page's). */
export interface MoneyLine {
  readonly type: string | null
  readonly amount_eur: string | null
  readonly amount_usd: string | null
  readonly is_fine: boolean | null
  readonly created_at: number | null
}

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
  /** Payments left out because their amount or date could not be read. */
  unreadable: number
}

const DAY_MS = 86_400_000

type Acc = Record<keyof Sums, bigint>
const zero = (): Acc => ({ in: 0n, out: 0n, fines: 0n, payouts: 0n, net: 0n })

function add(acc: Acc, units: bigint, line: MoneyLine) {
  if (units > 0n) acc.in += units
  else acc.out += units
  if (line.is_fine) acc.fines += units
  if (line.type === 'payout') acc.payouts += units
  acc.net += units
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

/** The figures of the payments of `lines` made within `range`, grouped by `grouping`. */
export function summarize(lines: Iterable<MoneyLine>, range: DayRange, grouping: Grouping): Figures {
  const end = range.to + DAY_MS
  const kept: { line: MoneyLine; at: number; eur: string; usd: string | null }[] = []
  let unreadable = 0
  let eurScale = 2
  let usdScale = 2
  for (const line of lines) {
    if (line.created_at === null || line.amount_eur === null) {
      unreadable++
      continue
    }
    const at = line.created_at * 1000
    if (at < range.from || at >= end) continue
    kept.push({ line, at, eur: line.amount_eur, usd: line.amount_usd })
    eurScale = Math.max(eurScale, decimalsOf(line.amount_eur))
    if (line.amount_usd !== null) usdScale = Math.max(usdScale, decimalsOf(line.amount_usd))
  }
  const buckets = new Map<number, { eur: Acc; usd: Acc }>()
  for (let start = bucketStart(range.from, grouping); start < end; start = nextBucket(start, grouping)) {
    buckets.set(start, { eur: zero(), usd: zero() })
  }
  const total = { eur: zero(), usd: zero() }
  for (const { line, at, eur, usd } of kept) {
    const bucket = buckets.get(bucketStart(at, grouping))
    const eurUnits = scaledBigInt(eur, eurScale)
    add(total.eur, eurUnits, line)
    if (bucket) add(bucket.eur, eurUnits, line)
    if (usd === null) continue
    const usdUnits = scaledBigInt(usd, usdScale)
    add(total.usd, usdUnits, line)
    if (bucket) add(bucket.usd, usdUnits, line)
  }
  return {
    eur: write(total.eur, eurScale),
    usd: write(total.usd, usdScale),
    buckets: [...buckets].map(([start, { eur, usd }]) => ({ start, eur: write(eur, eurScale), usd: write(usd, usdScale) })),
    count: kept.length,
    unreadable,
  }
}
