import { keepPreviousData, queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { ListDefinition, ListSearch } from './list-search'

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
