import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { countUnreadable } from '../../../api/read/record'
import { ErrorState } from '../../../components/ui/error-state'
import { UnreadableNote } from '../../../components/ui/unreadable-value'
import { formatNumber } from '../../../lib/format'
import { giftCardOrderQueries } from '../queries'
import { hasFilters, withoutFilters } from '../search'
import { ClearFiltersButton } from './clear-filters-button'
import { ExportCsv } from './export-csv'
import { FilterForm } from './filter-form'
import { GiftCardOrdersTable } from './gift-card-orders-table'
import { ListEmptyState } from './list-empty-state'
import { Pagination } from './pagination'
import { SearchBox } from './search-box'
import { StatusSelect } from './status-select'
import { TableSkeleton } from './table-skeleton'
import { useListSearch } from './use-list-search'
import '../gift-card-orders.css'

const TITLE_ID = 'gift-card-orders-title'

export function GiftCardOrdersPage() {
  const { search, update, replaceAll } = useListSearch()
  const queryClient = useQueryClient()
  // The loader fetched on entering the page; an error it met is fresh, so it is not fetched again on mount.
  const query = useQuery({ ...giftCardOrderQueries.list(search), retryOnMount: false })
  const { data, isPlaceholderData } = query
  const lastPage = isPlaceholderData ? undefined : (data?.meta.last_page ?? undefined)
  const total = data && !isPlaceholderData ? data.meta.total : null

  useEffect(() => {
    if (lastPage === undefined || search.page >= lastPage) return
    void queryClient.prefetchQuery(giftCardOrderQueries.list({ ...search, page: search.page + 1 }))
  }, [queryClient, search, lastPage])

  // A page past the last one (an old link, or fewer orders since): show the last page, and say so in the URL.
  useEffect(() => {
    if (lastPage === undefined) return
    const last = Math.max(1, lastPage)
    if (search.page > last) void update({ page: last }, { replace: true })
  }, [lastPage, search.page, update])

  const filtered = hasFilters(search)
  const clearFilters = () => void replaceAll(withoutFilters(search))

  let content
  if (data) {
    content =
      data.records.length === 0 && data.leftOut === 0 ? (
        search.page > 1 && !isPlaceholderData ? (
          <TableSkeleton />
        ) : (
          <ListEmptyState filtered={filtered} onClearFilters={clearFilters} />
        )
      ) : (
        <GiftCardOrdersTable
          orders={data.records}
          search={search}
          onSort={(sort) => void update({ sort })}
          stale={isPlaceholderData}
          labelledBy={TITLE_ID}
        />
      )
  } else if (query.isError) {
    content = (
      <ErrorState error={query.error} title="Could not load the gift card orders" onRetry={() => void query.refetch()} />
    )
  } else {
    content = <TableSkeleton />
  }

  return (
    <section className="page gco-page" aria-labelledby={TITLE_ID}>
      <div className="gco-page__header">
        <h1 id={TITLE_ID}>Gift card orders</h1>
        <ExportCsv search={search} total={total} />
      </div>
      <div className="gco-toolbar">
        <SearchBox />
        <StatusSelect />
        <ClearFiltersButton />
      </div>
      <FilterForm />
      <p role="status" className="visually-hidden">
        {isPlaceholderData ? 'Loading…' : total !== null ? `${formatNumber(total)} orders` : ''}
      </p>
      {data ? (
        <UnreadableNote fields={countUnreadable([...data.records, data.meta])} leftOut={data.leftOut} />
      ) : null}
      {content}
      {data && (data.meta.total ?? data.records.length) > 0 ? <Pagination meta={data.meta} page={search.page} /> : null}
    </section>
  )
}
