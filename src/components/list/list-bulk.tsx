import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { ExportOptions } from '../../lib/export-pages'
import type { ListQueryOf } from '../../lib/load-query'
import type { ListDefinition, ListSearch } from '../../lib/list-search'
import { BulkArea } from './bulk-area'
import type { BulkKind } from './bulk-kind'
import { useList } from './list-context'
import type { Selection } from './selection'

interface ListBulkProps<L extends ListDefinition, D extends { records: readonly { readonly id: number }[] }, K extends QueryKey> {
  kind: BulkKind<D['records'][number]>
  query: ListQueryOf<L, D, K>
  selection: Selection<D['records'][number]>
  total: number | null
}

/** A list's change to many rows; every row of the filter is read, page after page, only when it is asked for. */
export function ListBulk<L extends ListDefinition, D extends { records: readonly { readonly id: number }[] }, K extends QueryKey>({
  kind,
  query,
  selection,
  total,
}: ListBulkProps<L, D, K>) {
  const queryClient = useQueryClient()
  const search = useList().search as ListSearch<L>
  const fetchAll = useCallback(
    async (options: ExportOptions) =>
      (await import('../../lib/export-pages')).fetchAllPages(
        async (page, perPage) => queryClient.fetchQuery(query({ ...search, page, per_page: perPage })) as never,
        options,
      ),
    [queryClient, query, search],
  )
  return <BulkArea kind={kind} selection={selection} total={total} fetchAll={fetchAll} />
}
