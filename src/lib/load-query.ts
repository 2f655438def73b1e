import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query'

type LoaderQueryOptions<T, K extends QueryKey> = UseQueryOptions<T, Error, T, K> & { queryKey: K }

/**
 * `ensureQueryData` for a route loader, tied to the navigation: when the seller moves on before the data
 * came (another link, Back), the router aborts `signal`, and the request is cancelled unless something on
 * screen still uses that query. Without this a loader's request has no observer to cancel it and runs on
 * until the time limit.
 */
export async function loadQuery<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: LoaderQueryOptions<T, K>,
  signal: AbortSignal,
): Promise<T> {
  const cancelIfUnused = () => {
    const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true })
    if (query && query.state.fetchStatus === 'fetching' && query.getObserversCount() === 0) {
      void queryClient.cancelQueries({ queryKey: options.queryKey, exact: true })
    }
  }
  signal.addEventListener('abort', cancelIfUnused, { once: true })
  try {
    return await queryClient.ensureQueryData(options)
  } finally {
    signal.removeEventListener('abort', cancelIfUnused)
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
