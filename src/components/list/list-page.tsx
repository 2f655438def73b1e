import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useMatch, type LinkOptions } from '@tanstack/react-router'
import { useEffect, useId, useMemo, type ReactNode } from 'react'
import { formatCount } from '../../lib/format'
import { whenIdle } from '../../lib/idle'
import type { ListQueryOf } from '../../lib/load-query'
import type { ListDefinition, ListSearch } from '../../lib/list-search'
import { hasFilters } from '../../lib/list-search'
import { isNotAvailable } from '../../lib/not-available'
import { ErrorState } from '../ui/error-state'
import { UnreadableNote } from '../ui/unreadable-value'
import type { BulkKind } from './bulk-kind'
import { ExportCsv, type LoadExport } from './export-csv'
import { FilterForm } from './filter-form'
import { ListContext, type ListContextValue, type ListTexts } from './list-context'
import type { ListBulk } from './list-bulk'
import { ListEmptyState } from './list-empty-state'
import styles from './list.module.css'
import { useListSearch, type AnyListSearch } from './list-search-state'
import { fixedColumns, ListTable, type ListColumn } from './list-table'
import { ListToolbar } from './list-toolbar'
import { NotAvailable } from './not-available'
import { Pagination, type PageMeta } from './pagination'
import { SavedViews } from './saved-views'
import { TableSkeleton } from './table-skeleton'
import { Cluster, Page } from '../ui/layout'

/** What a list record has for the kit: which of its fields could not be read. */
interface ListRecord {
  readonly id: number
  readonly unreadable: object
}

export interface ListPageData<R extends ListRecord> {
  records: readonly R[]
  /** Records left out because their id could not be read. */
  leftOut: number
  meta: PageMeta
}

function unreadableFields(data: ListPageData<ListRecord>): number {
  return [...data.records, data.meta].reduce((sum, item) => sum + Object.keys(item.unreadable).length, 0)
}

interface ListPageProps<L extends ListDefinition, D extends ListPageData<ListRecord>, K extends QueryKey> {
  /** The query of one view of the list, made by `listQuery`: it names the list it reads. */
  query: ListQueryOf<L, D, K>
  texts: ListTexts
  columns: readonly ListColumn<D['records'][number]>[]
  /** Where a record leads from the view `search` shows: its row's link, and a click anywhere on the row. */
  link: (record: D['records'][number], search: ListSearch<L>) => LinkOptions
  numericSearch?: boolean
  /** The list's CSV export, loaded when the seller asks for it: its button stands beside the title. */
  exportCsv?: LoadExport
  /** Above the filters, under the title: what this list shows first (the cases waiting for the seller). */
  intro?: (search: ListSearch<L>) => ReactNode
  /**
   * Rows the seller can pick, and change all at once (list, unlist, delete, price): the kind, and the area that
   * draws the selection, handed over by the page so that a list without it does not download its code.
   */
  bulk?: { kind: BulkKind<D['records'][number]>; Area: typeof ListBulk }
}

/**
 * A list screen: the filters its declaration names, the table, paging, and every state between (loading,
 * empty, filtered to nothing, failed, not on this server). Its whole state is the URL of its route.
 */
export function ListPage<L extends ListDefinition, D extends ListPageData<ListRecord>, K extends QueryKey>(
  props: ListPageProps<L, D, K>,
) {
  const { query: queryFor, texts, columns } = props
  const { names } = texts
  const list = queryFor.list
  const { search, update, replaceAll } = useListSearch<L>()
  // Saved views are kept per list route, as its default view is looked up before the route loads.
  const routeId = useMatch({ strict: false, select: (match) => match.routeId })
  const queryClient = useQueryClient()
  const titleId = useId()
  const query = useQuery(queryFor(search))
  const { data, isPlaceholderData } = query
  const lastPage = isPlaceholderData ? undefined : (data?.meta.last_page ?? undefined)
  const total = data && !isPlaceholderData ? data.meta.total : null

  const context = useMemo<ListContextValue>(
    () => ({
      list,
      names,
      titleId,
      search: search as AnyListSearch,
      update,
      replaceAll,
      prefetch: (next) => void queryClient.prefetchQuery(queryFor(next as ListSearch<L>)),
    }),
    [list, names, titleId, search, update, replaceAll, queryClient, queryFor],
  )

  // In an idle moment: not in the task that lays out and paints the rows just come.
  useEffect(() => {
    if (lastPage === undefined || search.page >= lastPage) return
    return whenIdle(() => void queryClient.prefetchQuery(queryFor({ ...search, page: search.page + 1 })), 1000)
  }, [queryClient, queryFor, search, lastPage])

  // A page past the last one (an old link, or fewer records since): show the last page, and say so in the URL.
  useEffect(() => {
    if (lastPage === undefined) return
    const last = Math.max(1, lastPage)
    if (search.page > last) void update({ page: last }, { replace: true })
  }, [lastPage, search.page, update])

  const clearFilters = () => void replaceAll({ sort: search.sort, per_page: search.per_page, page: 1 })
  const skeleton = <TableSkeleton label={names.title} columns={fixedColumns(columns)} />
  let content
  if (data) {
    content =
      data.records.length === 0 && data.leftOut === 0 ? (
        search.page > 1 && !isPlaceholderData ? (
          skeleton
        ) : (
          <ListEmptyState
            filtered={hasFilters(list, search)}
            one={names.one}
            many={names.many}
            empty={texts.empty}
            onClearFilters={clearFilters}
          />
        )
      ) : (
        <ListTable
          columns={columns}
          records={data.records}
          link={(record) => props.link(record, search)}
          stale={isPlaceholderData}
        />
      )
  } else if (query.isError && isNotAvailable(query.error)) {
    content = <NotAvailable title={names.title}>{texts.lookupHint}</NotAvailable>
  } else if (query.isError) {
    content = (
      <ErrorState
        error={query.error}
        title={`Could not load the ${names.title.toLowerCase()}`}
        onRetry={() => void query.refetch()}
      />
    )
  } else {
    content = skeleton
  }

  return (
    <ListContext value={context}>
      <Page aria-labelledby={titleId}>
        <Cluster as="div" spread>
          <h1 id={titleId} className={styles.title}>{names.title}</h1>
          {props.exportCsv ? <ExportCsv load={props.exportCsv} total={total} /> : null}
        </Cluster>
        {props.intro?.(search)}
        {routeId ? <SavedViews listKey={routeId} /> : null}
        <ListToolbar numericSearch={props.numericSearch} columns={columns} />
        <FilterForm />
        <p role="status" className="visually-hidden">
          {isPlaceholderData ? 'Loading…' : total !== null ? formatCount(total, names.one, names.many) : ''}
        </p>
        {data ? <UnreadableNote fields={unreadableFields(data)} leftOut={data.leftOut} /> : null}
        {props.bulk ? (
          <props.bulk.Area kind={props.bulk.kind} query={queryFor} total={total}>
            {content}
          </props.bulk.Area>
        ) : (
          content
        )}
        {data && (data.meta.total ?? data.records.length) > 0 ? <Pagination meta={data.meta} page={search.page} /> : null}
      </Page>
    </ListContext>
  )
}
