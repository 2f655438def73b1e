import { Link, useNavigate } from '@tanstack/react-router'
import type { AccountOrderListItem } from '../../../api/list-schemas'
import { DateCell, MoneyCell, StatusCell } from '../../../components/list/cells'
import { ListRow, ListTable } from '../../../components/list/list-table'
import { SortHeader } from '../../../components/list/sort-header'

export const COLUMNS = 9

export function AccountOrdersTable({ orders, stale }: { orders: readonly AccountOrderListItem[]; stale: boolean }) {
  return (
    <ListTable stale={stale}>
      <thead>
        <tr>
          <SortHeader sortKey="id">Id</SortHeader>
          <th scope="col">Title</th>
          <th scope="col">Game</th>
          <th scope="col">Buyer</th>
          <SortHeader sortKey="price" className="num">
            Price
          </SortHeader>
          <th scope="col">Status</th>
          <th scope="col">Dispute</th>
          <SortHeader sortKey="delivery_time">Delivery</SortHeader>
          <SortHeader sortKey="updated_at">Updated</SortHeader>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <AccountOrderRow key={order.id} order={order} />
        ))}
      </tbody>
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
      <td className="list-row__title">{order.title}</td>
      <td>{order.game.name}</td>
      <td>
        {order.buyer.username}
        <span className="muted list-second-line">#{order.buyer.id}</span>
      </td>
      <MoneyCell eur={order.price} usd={order.price_usd} />
      <StatusCell status={order.status} />
      <td>{order.is_disputed ? <span className="badge badge--danger">Disputed</span> : <span className="muted">None</span>}</td>
      <td>
        {order.delivery_time?.format ?? <span className="muted">Not set</span>}
        <span className="muted list-second-line">{order.is_manual_delivery ? 'Manual' : 'Automatic'}</span>
      </td>
      <DateCell seconds={order.updated_at} />
    </ListRow>
  )
}
