import { isApiError } from './api-error'
import { toCsv, type CsvColumns } from './csv'

/*
 * Every record of a list that match its filters, page after page (one request at a time), for a CSV
 * download. A record met twice (it moved to the next page while we read) goes in once.
 */

export const EXPORT_PAGE_SIZE = 50
/** A stop for a server whose `last_page` keeps growing. */
const MAX_PAGES = 2000
const MAX_RATE_LIMIT_WAITS = 3
const MAX_RATE_LIMIT_WAIT_SECONDS = 30

export interface ExportProgress {
  page: number
  lastPage: number
  fetched: number
  total: number
}

export interface ExportOptions {
  signal: AbortSignal
  onProgress: (progress: ExportProgress) => void
}

interface Page<R> {
  records: readonly R[]
  meta: { last_page: number | null; total: number | null }
}

/** Fetches one page of the list, `per_page` records on page `page`. */
export type FetchPage<R> = (page: number, perPage: number, signal: AbortSignal) => Promise<Page<R>>

function wait(seconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, seconds * 1000)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

/** One page; a rate limit with a short Retry-After is waited out, since a long export can meet one. */
async function fetchWithWaits<R>(fetchPage: FetchPage<R>, page: number, signal: AbortSignal): Promise<Page<R>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchPage(page, EXPORT_PAGE_SIZE, signal)
    } catch (error) {
      const seconds = isApiError(error) && error.status === 429 ? error.retryAfterSeconds : null
      if (seconds === null || seconds > MAX_RATE_LIMIT_WAIT_SECONDS || attempt >= MAX_RATE_LIMIT_WAITS) throw error
      await wait(seconds, signal)
    }
  }
}

/** Every record of the list, page after page, each once: for a download, or a change to every row of a filter. */
export async function fetchAllPages<R extends { id: number }>(fetchPage: FetchPage<R>, { signal, onProgress }: ExportOptions): Promise<R[]> {
  const records = new Map<number, R>()
  let page = 1
  let lastPage = 1
  do {
    const result = await fetchWithWaits(fetchPage, page, signal)
    for (const record of result.records) records.set(record.id, record)
    lastPage = Math.min(result.meta.last_page ?? page, MAX_PAGES)
    onProgress({ page, lastPage, fetched: records.size, total: result.meta.total ?? records.size })
    page += 1
  } while (page <= lastPage)
  signal.throwIfAborted()
  return [...records.values()]
}

export async function exportAllPages<R extends { id: number }>(
  fetchPage: FetchPage<R>,
  write: (records: readonly R[]) => string,
  options: ExportOptions,
): Promise<{ csv: string; count: number }> {
  const records = await fetchAllPages(fetchPage, options)
  return { csv: write(records), count: records.length }
}

type FetchList<Q, R> = (query: Q & { page: number; per_page: number }, options: { signal: AbortSignal }) => Promise<Page<R>>

/** A list's CSV download: every record that matches a query, in its sort, one row each in `columns`. */
export function csvExport<Q extends object, R extends { id: number }>(fetchList: FetchList<Q, R>, columns: CsvColumns<R>) {
  return (query: Q, options: ExportOptions) =>
    exportAllPages(
      (page, perPage, signal) => fetchList({ ...query, page, per_page: perPage }, { signal }),
      (records) => toCsv(columns, records),
      options,
    )
}
