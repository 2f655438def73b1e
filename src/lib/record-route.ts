import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { idParams } from './ids'
import { loadRecord, type LoaderQueryOptions } from './load-query'

interface RecordLoaderArgs<Name extends string> {
  context: { queryClient: QueryClient }
  params: Record<Name, number>
  abortController: AbortController
}

/**
 * What a record's page route declares: its id, read from the address as a number, a loader that reads the
 * record, and the page that says it is not there: for text no record's id can be ("abc", without asking the
 * API) and for a record the API does not have. The route adds the record's page.
 */
export function recordRoute<const Name extends string, T, K extends QueryKey>(
  name: Name,
  query: (id: number) => LoaderQueryOptions<T, K>,
  notFound: () => ReactNode,
) {
  return {
    params: idParams(name),
    loader: ({ context, params, abortController }: RecordLoaderArgs<Name>) =>
      loadRecord(context.queryClient, query(params[name]), abortController.signal),
    notFoundComponent: notFound,
  }
}
