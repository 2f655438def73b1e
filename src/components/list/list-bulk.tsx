import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useCallback, type ReactNode } from 'react'
import type { ExportOptions } from '../../lib/export-pages'
import type { ListQueryOf } from '../../lib/load-query'
import type { ListDefinition, ListSearch } from '../../lib/list-search'
import { BulkArea } from './bulk-area'
import type { BulkKind } from './bulk-kind'
import { PickingContext, useList } from './list-context'
import { SelectionContext, useSelection } from './selection'
import { SELECTION_BOXES } from './selection-boxes'

interface ListBulkProps<L extends ListDefinition, D extends { records: readonly { readonly id: number }[] }, K extends QueryKey> {
  kind: BulkKind<D['records'][number]>
  query: ListQueryOf<L, D, K>
  total: number | null
  /** The list's table, which draws a box on each row. */
  children: ReactNode
}

/**
 * A list's change to many rows: the rows picked (across the pages of one filter), the table's boxes and the bar
 * above it; every row of the filter is read, page after page, only when it is asked for.
 */
export function ListBulk<L extends ListDefinition, D extends { records: readonly { readonly id: number }[] }, K extends QueryKey>({
  kind,
  query,
  total,
  children,
}: ListBulkProps<L, D, K>) {
  const queryClient = useQueryClient()
  const search = useList().search as ListSearch<L>
  const { page: _page, per_page: _perPage, sort: _sort, ...filters } = search
  const selection = useSelection<D['records'][number]>(JSON.stringify(filters))
  const fetchAll = useCallback(
    async (options: ExportOptions) =>
      (await import('../../lib/export-pages')).fetchAllPages(
        async (page, perPage) => queryClient.fetchQuery(query({ ...search, page, per_page: perPage })) as never,
        options,
      ),
    [queryClient, query, search],
  )
  return (
    <SelectionContext value={selection as never}>
      <PickingContext value={SELECTION_BOXES}>
        <BulkArea kind={kind} selection={selection} total={total} fetchAll={fetchAll} />
        {children}
      </PickingContext>
    </SelectionContext>
  )
}
