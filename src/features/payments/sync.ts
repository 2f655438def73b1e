import { api } from '../../api/api'
import type { Payment } from '../../api/records/payment'
import type { CopyState, LedgerCopy } from '../../lib/ledger-copy'
import { isoDay } from './range'

/*
 * Bringing the local copy up to date. The first time: every payment of the last year, page after page (50 a
 * page, newest first). Later: only from the day of the newest payment held (`filter[created_at]`), so a visit
 * a day later reads a page or two. A payment read again replaces the one held.
 */

const DAY = 86_400
/** How far back the copy reaches: a year and a day, so that "this year" and "last month" are always in it. */
export const COPY_DAYS = 366
const PER_PAGE = 50

export interface SyncProgress {
  page: number
  lastPage: number
  /** Whether this is the first read (a progress bar) or a top-up (a quiet "Updating"). */
  first: boolean
}

type FetchPage = (query: { created_at: string; page: number }, signal: AbortSignal) => Promise<{
  records: Payment[]
  meta: { last_page: number | null }
}>

const fetchFromApi: FetchPage = (query, signal) =>
  api.listPayments({ ...query, sort: '-created_at', per_page: PER_PAGE }, { signal })

export interface SyncOptions {
  copy: LedgerCopy<Payment>
  /** Unix seconds. */
  now: number
  signal: AbortSignal
  onProgress: (progress: SyncProgress) => void
  fetchPage?: FetchPage
}

/** Reads what the copy lacks and stores it; the copy's new state. Throws (and keeps the old state) on failure. */
export async function syncLedger({ copy, now, signal, onProgress, fetchPage = fetchFromApi }: SyncOptions): Promise<CopyState> {
  const held = await copy.state()
  const today = Math.floor(now / DAY) * DAY
  const first = !held?.complete
  const from = first ? today - (COPY_DAYS - 1) * DAY : Math.floor(held.newest / DAY) * DAY
  const range = `${isoDay(from * 1000)},${isoDay(today * 1000)}`
  let newest = first ? from : held.newest
  let lastPage = 1
  const start: CopyState = first ? { from, newest: from, syncedAt: 0, complete: false } : held
  for (let page = 1; page <= lastPage; page++) {
    onProgress({ page: page - 1, lastPage, first })
    const result = await fetchPage({ created_at: range, page }, signal)
    signal.throwIfAborted()
    lastPage = Math.max(1, result.meta.last_page ?? page)
    for (const payment of result.records) newest = Math.max(newest, payment.created_at ?? 0)
    await copy.put(result.records, { ...start, newest })
  }
  const state: CopyState = { from: first ? from : held.from, newest, syncedAt: Date.now(), complete: true }
  await copy.put([], state)
  onProgress({ page: lastPage, lastPage, first })
  return state
}

/** Whether the copy holds every payment of the days from `from` (Unix seconds) on. */
export const covers = (state: CopyState | null, from: number): state is CopyState =>
  state !== null && state.complete && state.from <= from
