import type { GiftCardOrder } from '../../../api/records/gift-card-order'
import { ListTable } from '../../../components/list/list-table'
import { SortHeader } from '../../../components/list/sort-header'
import { GiftCardOrderRow } from './gift-card-order-row'

interface GiftCardOrdersTableProps {
  orders: readonly GiftCardOrder[]
  /** The rows of the previous view, shown dimmed while the next one loads. */
  stale: boolean
}

export function GiftCardOrdersTable({ orders, stale }: GiftCardOrdersTableProps) {
  // The live API sends `status`; the spec does not. Show the column only when there is something in it.
  const showStatus = orders.some((order) => order.status !== null || 'status' in order.unreadable)
  return (
    <ListTable
      stale={stale}
      head={
        <>
          <SortHeader sortKey="id">Id</SortHeader>
          <th scope="col">Title</th>
          <th scope="col">Buyer</th>
          <SortHeader sortKey="quantity" numeric>
            Quantity
          </SortHeader>
          <SortHeader sortKey="unit_price" numeric>
            Unit price
          </SortHeader>
          <SortHeader sortKey="price" numeric>
            Price
          </SortHeader>
          {showStatus ? <th scope="col">Status</th> : null}
          <SortHeader sortKey="created_at">Created</SortHeader>
          <SortHeader sortKey="updated_at">Updated</SortHeader>
          <SortHeader sortKey="completed_at">Completed</SortHeader>
        </>
      }
    >
      {orders.map((order) => (
        <GiftCardOrderRow key={order.id} order={order} showStatus={showStatus} />
      ))}
    </ListTable>
  )
}
