import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { idParams } from './ids'
import { loadRecord, type LoaderQueryOptions } from './load-query'

interface RecordLoaderArgs<Name extends string> {
  context: { queryClient: QueryClient }
  params: Record<Name, number>
  abortController: AbortController
}

/**
 * What a record's page route declares: its id, read from the address as a number (text no record's id can be,
 * "abc", is the route's "not found" without asking the API), and a loader that reads the record (one the API
 * does not have is "not found" too). The route adds its page and its not-found page, each by name, so that
 * the router's code splitting keeps both out of the first download.
 */
export function recordRoute<const Name extends string, T, K extends QueryKey>(
  name: Name,
  query: (id: number) => LoaderQueryOptions<T, K>,
) {
  return {
    params: idParams(name),
    loader: ({ context, params, abortController }: RecordLoaderArgs<Name>) =>
      loadRecord(context.queryClient, query(params[name]), abortController.signal),
  }
}
