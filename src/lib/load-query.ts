import { keepPreviousData, queryOptions, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isApiError } from './api-error'
import { yieldToMain } from './idle'
import type { ListDefinition, ListSearch } from './list-search'

export type LoaderQueryOptions<T, K extends QueryKey> = UseQueryOptions<T, Error, T, K> & { queryKey: K }

/**
 * `ensureQueryData` for a route loader, in a task of its own, tied to the navigation. A first visit's loaders run in
 * the task that starts the downloads of the route's code (a link for each file): sent from it, the requests made it
 * one long task where the page's first paint is due.
 *
 * Tied to the navigation: when the seller moves on before the data came (another link, Back), the router aborts
 * `signal`, and the request is cancelled unless something on screen still uses that query. Without this a loader's
 * request has no observer to cancel it and runs on until the time limit.
 */
export function loadQuery<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: LoaderQueryOptions<T, K>,
  signal: AbortSignal,
): Promise<T> {
  const cancel = () => cancelIfUnused(queryClient, [options.queryKey])
  return untilAborted(signal, cancel, async () => {
    await yieldToMain()
    // The seller has moved on meanwhile: nothing is sent.
    signal.throwIfAborted()
    return queryClient.ensureQueryData(options)
  })
}

/** Cancels the requests of `queryKeys` that are still on their way and that nothing on screen uses. */
function cancelIfUnused(queryClient: QueryClient, queryKeys: readonly QueryKey[]) {
  for (const queryKey of queryKeys) {
    const query = queryClient.getQueryCache().find({ queryKey, exact: true })
    if (query && query.state.fetchStatus === 'fetching' && query.getObserversCount() === 0) {
      void queryClient.cancelQueries({ queryKey, exact: true })
    }
  }
}

/** Runs `work`, calling `onAbort` if `signal` aborts meanwhile: one listener, however many requests. */
async function untilAborted<T>(signal: AbortSignal, onAbort: () => void, work: () => Promise<T>): Promise<T> {
  signal.addEventListener('abort', onAbort, { once: true })
  try {
    return await work()
  } finally {
    signal.removeEventListener('abort', onAbort)
  }
}

/**
 * The loader of a list route. Within the page (`cause` "stay": a filter, a sort, a page) the current rows
 * stay, dimmed, while the next view loads, so the navigation is not held. A failed load is shown by the page
 * itself, with a retry, next to the filters.
 */
export async function loadListQuery<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: LoaderQueryOptions<T, K>,
  cause: 'enter' | 'stay' | 'preload',
  signal: AbortSignal,
): Promise<void> {
  if (cause === 'stay') {
    void queryClient.prefetchQuery(options)
    return
  }
  await loadQuery(queryClient, options, signal).catch(() => undefined)
}

/**
 * The loader of a record's page. A record the API does not have (404) is the route's "not found"; any other
 * failure stays in the query and shows in the page, with a retry, rather than in the router's error boundary.
 */
export async function loadRecord<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: LoaderQueryOptions<T, K>,
  signal: AbortSignal,
): Promise<T | null> {
  try {
    return await loadQuery(queryClient, options, signal)
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound()
    return null
  }
}

/** The record for a route that only decides on it, under the record's page which shows its failures: else null. */
export function loadIfPossible<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: LoaderQueryOptions<T, K>,
  signal: AbortSignal,
): Promise<T | null> {
  return loadQuery(queryClient, options, signal).catch(() => null)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a companion's data is its own screen's business
export type AnyQuery = LoaderQueryOptions<any, any>

/**
 * How long a page waits for what it shows beside its main data before it paints without it: a slow side
 * request must not hold the page, and past this the shift of it arriving late is the lesser evil.
 */
const COMPANION_WAIT_MS = 800

/** Waits for `work` (companion loads, whose failures are their parts' to show) for at most the companion wait. */
export function waitForCompanions(work: Promise<unknown>): Promise<unknown> {
  return Promise.race([work, new Promise((resolve) => setTimeout(resolve, COMPANION_WAIT_MS))])
}

/**
 * Starts every query of `queries`, one task each, the first included (see `loadQuery`; the overview sends fourteen:
 * sent in one task, they held the page for a long moment); each failure stays in its query, for its part of the page
 * to show.
 */
export function loadAllIfPossible(queryClient: QueryClient, queries: readonly AnyQuery[], signal: AbortSignal) {
  const cancel = () => cancelIfUnused(queryClient, queries.map((options) => options.queryKey))
  return untilAborted(signal, cancel, async () => {
    const loads: Promise<unknown>[] = []
    for (const options of queries) {
      await yieldToMain()
      // The seller has moved on: the rest are not sent.
      if (signal.aborted) break
      loads.push(queryClient.ensureQueryData(options).catch(() => null))
    }
    return Promise.all(loads)
  })
}

/**
 * The loader of a dialog over a record's page (`…/$id/accept`). The page reports a bad id or a failed load;
 * here a record the dialog cannot act on sends the seller back to the page (`back`, a redirect).
 */
export async function loadForDialog<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: LoaderQueryOptions<T, K>,
  signal: AbortSignal,
  { canOpen, back }: { canOpen: (record: T) => boolean; back: () => unknown },
): Promise<void> {
  const record = await loadIfPossible(queryClient, options, signal)
  if (record !== null && !canOpen(record)) throw back()
}


/** A list query factory as `listQuery` makes it: the query of one view, and the list it reads. */
export type ListQueryOf<L extends ListDefinition, D, K extends QueryKey> = ((
  search: ListSearch<L>,
) => UseQueryOptions<D, Error, D, K> & { queryKey: K }) & { readonly list: L }

type FetchList<L extends ListDefinition, D> = (search: ListSearch<L>, options: { signal: AbortSignal }) => Promise<D>

/**
 * The `queryOptions` factory of a list's views, carrying the list it reads: the list route validates its URL
 * with that declaration and the list page builds its filters from it. A view's rows stay on screen, dimmed,
 * while the next view loads.
 */
export function listQuery<L extends ListDefinition, D, const S extends QueryKey>(
  list: L,
  scope: S,
  fetch: FetchList<L, D>,
) {
  const view = (search: ListSearch<L>) =>
    queryOptions({
      queryKey: [...scope, 'list', search] as const,
      queryFn: ({ signal }) => fetch(search, { signal }),
      placeholderData: keepPreviousData,
    })
  return Object.assign(view, { list })
}
