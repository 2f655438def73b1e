import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { stripSearchParams, type SearchMiddleware } from '@tanstack/react-router'
import { loadAllIfPossible, loadListQuery, waitForCompanions, type AnyQuery, type ListQueryOf } from './load-query'
import { listSearchDefaults, listSearchSchema, type ListDefinition, type ListSearch } from './list-search'

interface ListLoaderArgs<L extends ListDefinition> {
  context: { queryClient: QueryClient }
  deps: ListSearch<L>
  cause: 'enter' | 'stay' | 'preload'
  abortController: AbortController
}

/**
 * What every list route declares: its URL search, validated by the list's declaration and with defaults left
 * out of links, and a loader that reads the view the URL names. `alongside` names what a view shows above its
 * rows (the disputes waiting for the seller), sent with the rows so that the page paints with it. The route adds
 * its page and pending view.
 */
export function listRoute<L extends ListDefinition, D, K extends QueryKey>(
  query: ListQueryOf<L, D, K>,
  alongside: (search: ListSearch<L>) => readonly AnyQuery[] = () => [],
) {
  // Links leave out what the list shows anyway: `/disputes`, not `/disputes?sort=-created_at&page=1&per_page=15`.
  const stripDefaults = stripSearchParams(listSearchDefaults(query.list)) as SearchMiddleware<ListSearch<L>>
  return {
    validateSearch: listSearchSchema(query.list),
    search: { middlewares: [stripDefaults] },
    loaderDeps: ({ search }: { search: ListSearch<L> }) => search,
    loader: async ({ context, deps, cause, abortController }: ListLoaderArgs<L>) => {
      const { signal } = abortController
      const companions = loadAllIfPossible(context.queryClient, alongside(deps), signal)
      await loadListQuery(context.queryClient, query(deps), cause, signal)
      if (cause !== 'stay') await waitForCompanions(companions)
    },
  }
}
