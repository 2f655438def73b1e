import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { idParams } from './ids'
import { loadIfPossible, loadRecord, waitForCompanions, type AnyQuery, type LoaderQueryOptions } from './load-query'

interface RecordLoaderArgs<Name extends string> {
  context: { queryClient: QueryClient }
  params: Record<Name, number>
  abortController: AbortController
}

/** What else the page shows from the first paint, so that nothing moves when it arrives. */
interface RecordCompanions<T> {
  /** Queries the page shows beside the record, sent with it: the seller's own offer beside the competitors. */
  alongside?: (id: number) => readonly AnyQuery[]
  /** A query the record names, sent once the record is in: an order's dispute case. */
  after?: (record: T) => AnyQuery | null
}

/**
 * What a record's page route declares: its id, read from the address as a number (text no record's id can be,
 * "abc", is the route's "not found" without asking the API), and a loader that reads the record (one the API
 * does not have is "not found" too) and its companions. A companion's failure is its part of the page's to
 * show. The route adds its page and its not-found page, each by name, so that the router's code splitting
 * keeps both out of the first download.
 */
export function recordRoute<const Name extends string, T, K extends QueryKey>(
  name: Name,
  query: (id: number) => LoaderQueryOptions<T, K>,
  companions: RecordCompanions<T> = {},
) {
  return {
    params: idParams(name),
    loader: async ({ context: { queryClient }, params, abortController }: RecordLoaderArgs<Name>) => {
      const id = params[name]
      const { signal } = abortController
      const load = (options: AnyQuery) => loadIfPossible(queryClient, options, signal)
      const alongside = Promise.all((companions.alongside?.(id) ?? []).map(load))
      const record = await loadRecord(queryClient, query(id), signal)
      const next = record === null ? null : (companions.after?.(record) ?? null)
      await waitForCompanions(Promise.all([alongside, next && load(next)]))
    },
  }
}
