import { formatScaledBigInt } from '../../lib/decimal'
import { dayTotals, zero, type Acc, type DayTotals, type Sums } from './day-totals'
import { POWER, toEntry, type Entry, type MoneyLine } from './entry'
import { DAY_MS, type DayRange } from './range'

export type { Entry, MoneyLine } from './entry'

/*
 * The figures of a range of payments: money in, money out, fines, payouts and net, in EUR and in USD, in total
 * and per day, week or month. Exact: every amount is added as a scaled BigInt (lib/decimal), never as a float.
 * A payment is decoded once into an `Entry` (./entry), so the copy held in memory adds up a year in one pass.
 */

export type Grouping = 'day' | 'week' | 'month'
export const GROUPINGS: readonly Grouping[] = ['day', 'week', 'month']

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

/** `acc` (at scale `from`) at the smaller scale `to`: exact, its amounts having no more than `to` decimals. */
function shrink(acc: Acc, from: number, to: number): Acc {
  if (from === to) return acc
  const factor = POWER(from - to)
  return { in: acc.in / factor, out: acc.out / factor, fines: acc.fines / factor, payouts: acc.payouts / factor, net: acc.net / factor }
}

/** The figures of the days of `totals` within `range`, grouped by `grouping`, with the decimals the range needs. */
export function summarizeDays(totals: DayTotals, range: DayRange, grouping: Grouping, undated = 0): Figures {
  const end = range.to + DAY_MS
  const starts: number[] = []
  for (let start = bucketStart(range.from, grouping); start < end; start = nextBucket(start, grouping)) starts.push(start)
  const sums = starts.map(() => ({ eur: zero(), usd: zero() }))
  const total = { eur: zero(), usd: zero() }
  let [eurScale, usdScale, count, unreadable] = [2, 2, 0, undated]
  for (const [start, day] of totals.days) {
    if (start < range.from || start >= end) continue
    const bucket = sums[bucketIndex(starts, start)]!
    addAll(bucket.eur, day.eur)
    addAll(bucket.usd, day.usd)
    ;[eurScale, usdScale] = [Math.max(eurScale, day.eurScale), Math.max(usdScale, day.usdScale)]
    count += day.count
    unreadable += day.unreadable
  }
  for (const { eur, usd } of sums) {
    addAll(total.eur, eur)
    addAll(total.usd, usd)
  }
  const eur = (acc: Acc) => write(shrink(acc, totals.eurScale, eurScale), eurScale)
  const usd = (acc: Acc) => write(shrink(acc, totals.usdScale, usdScale), usdScale)
  return {
    eur: eur(total.eur),
    usd: usd(total.usd),
    buckets: starts.map((start, index) => ({ start, eur: eur(sums[index]!.eur), usd: usd(sums[index]!.usd) })),
    count,
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
  return summarizeDays(dayTotals(entries), range, grouping, undated)
}
