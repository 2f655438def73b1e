import { Link, useNavigate } from '@tanstack/react-router'
import type { AccountOrderListItem } from '../../../api/records/account-order'
import { DateCell, MoneyCell, StatusCell, TextCell, UserCell } from '../../../components/list/cells'
import { ReadField } from '../../../components/ui/unreadable-value'
import { ListRow, ListTable } from '../../../components/list/list-table'
import { SortHeader } from '../../../components/list/sort-header'

export const COLUMNS = 9

export function AccountOrdersTable({ orders, stale }: { orders: readonly AccountOrderListItem[]; stale: boolean }) {
  return (
    <ListTable
      stale={stale}
      head={
        <>
          <SortHeader sortKey="id">Id</SortHeader>
          <th scope="col">Title</th>
          <th scope="col">Game</th>
          <th scope="col">Buyer</th>
          <SortHeader sortKey="price" numeric>
            Price
          </SortHeader>
          <th scope="col">Status</th>
          <th scope="col">Dispute</th>
          <SortHeader sortKey="delivery_time">Delivery</SortHeader>
          <SortHeader sortKey="updated_at">Updated</SortHeader>
        </>
      }
    >
      {orders.map((order) => (
        <AccountOrderRow key={order.id} order={order} />
      ))}
    </ListTable>
  )
}

/** A click anywhere on the row opens the order; the id is the link for the keyboard and for new tabs. */
function AccountOrderRow({ order }: { order: AccountOrderListItem }) {
  const navigate = useNavigate()
  const accountOrderId = String(order.id)
  const to = '/account-orders/$accountOrderId'
  return (
    <ListRow onOpen={() => void navigate({ to, params: { accountOrderId } })}>
      <td>
        <Link to={to} params={{ accountOrderId }} className="list-row__link">
          {order.id}
        </Link>
      </td>
      <TextCell record={order} field="title" className="list-row__title" />
      <td>
        <ReadField record={order} field="game">
          {(game) => game.name}
        </ReadField>
      </td>
      <UserCell record={order} field="buyer" />
      <MoneyCell record={order} eur="price" usd="price_usd" />
      <StatusCell record={order} />
      <td>
        <ReadField record={order} field="is_disputed">
          {(disputed) => (disputed ? <span className="badge badge--danger">Disputed</span> : <span className="muted">None</span>)}
        </ReadField>
      </td>
      <td>
        <ReadField record={order} field="delivery_time" empty={<span className="muted">Not set</span>}>
          {(delivery) => delivery.format}
        </ReadField>
        <span className="muted list-second-line">
          <ReadField record={order} field="is_manual_delivery">
            {(manual) => (manual ? 'Manual' : 'Automatic')}
          </ReadField>
        </span>
      </td>
      <DateCell record={order} field="updated_at" />
    </ListRow>
  )
}
