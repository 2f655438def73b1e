import { useQueryClient } from '@tanstack/react-query'
import type { GiftCardOrder } from '../../../api/records/gift-card-order'
import { giftCardOrderQueries } from '../queries'
import type { GiftCardOrderSort, GiftCardOrdersSearch } from '../search'
import { GiftCardOrderRow } from './gift-card-order-row'
import { SortHeader } from './sort-header'

interface GiftCardOrdersTableProps {
  orders: GiftCardOrder[]
  search: GiftCardOrdersSearch
  onSort: (sort: GiftCardOrderSort) => void
  /** The rows of the previous view, shown dimmed while the next one loads. */
  stale: boolean
  labelledBy: string
}

export function GiftCardOrdersTable({ orders, search, onSort, stale, labelledBy }: GiftCardOrdersTableProps) {
  const sort = search.sort
  const queryClient = useQueryClient()
  // What a press on a header will show (page 1 of the new order, as `update` navigates): fetched on intent,
  // so the click finds its rows cached. A fresh cached page is not fetched again.
  const prefetchSort = (next: GiftCardOrderSort) =>
    void queryClient.prefetchQuery(giftCardOrderQueries.list({ ...search, page: 1, sort: next }))
  // The live API sends `status`; the spec does not. Show the column only when there is something in it.
  const showStatus = orders.some((order) => order.status !== null || 'status' in order.unreadable)
  return (
    <div className={stale ? 'table-wrap gco-table gco-table--stale' : 'table-wrap gco-table'} aria-busy={stale}>
      <table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <SortHeader sortKey="id" sort={sort} onSort={onSort} onIntent={prefetchSort}>
              Id
            </SortHeader>
            <th scope="col">Title</th>
            <th scope="col">Buyer</th>
            <SortHeader sortKey="quantity" sort={sort} onSort={onSort} onIntent={prefetchSort} className="num">
              Quantity
            </SortHeader>
            <SortHeader sortKey="unit_price" sort={sort} onSort={onSort} onIntent={prefetchSort} className="num">
              Unit price
            </SortHeader>
            <SortHeader sortKey="price" sort={sort} onSort={onSort} onIntent={prefetchSort} className="num">
              Price
            </SortHeader>
            {showStatus ? <th scope="col">Status</th> : null}
            <SortHeader sortKey="created_at" sort={sort} onSort={onSort} onIntent={prefetchSort}>
              Created
            </SortHeader>
            <SortHeader sortKey="updated_at" sort={sort} onSort={onSort} onIntent={prefetchSort}>
              Updated
            </SortHeader>
            <SortHeader sortKey="completed_at" sort={sort} onSort={onSort} onIntent={prefetchSort}>
              Completed
            </SortHeader>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <GiftCardOrderRow key={order.id} order={order} showStatus={showStatus} listSearch={search} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
