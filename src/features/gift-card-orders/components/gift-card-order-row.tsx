import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import type { GiftCardOrder } from '../../../api/schemas'
import { DateCell, MoneyCell, StatusCell } from '../../../components/list/cells'
import { ListRow } from '../../../components/list/list-table'
import { formatNumber } from '../../../lib/format'
import '../history-state'

const listRoute = getRouteApi('/_app/gift-card-orders/')

/** A click anywhere on the row opens the order; the id is the link for the keyboard and for new tabs. */
export function GiftCardOrderRow({ order, showStatus }: { order: GiftCardOrder; showStatus: boolean }) {
  const navigate = useNavigate()
  // The list's view, remembered by the order's page for its way back.
  const state = { giftCardOrdersSearch: listRoute.useSearch() }
  const giftCardOrderId = String(order.id)
  const to = '/gift-card-orders/$giftCardOrderId'
  return (
    <ListRow onOpen={() => void navigate({ to, params: { giftCardOrderId }, state })}>
      <td>
        <Link to={to} params={{ giftCardOrderId }} state={state} className="list-row__link">
          {order.id}
        </Link>
      </td>
      <td className="list-row__title">{order.title}</td>
      <td>
        {order.buyer.username}
        <span className="muted list-second-line">#{order.buyer.id}</span>
      </td>
      <td className="num">{formatNumber(order.quantity)}</td>
      <MoneyCell eur={order.unit_price_eur} usd={order.unit_price_usd} />
      <MoneyCell eur={order.price_eur} usd={order.price_usd} />
      {showStatus ? <StatusCell status={order.status} /> : null}
      <DateCell seconds={order.created_at} />
      <DateCell seconds={order.updated_at} />
      <DateCell seconds={order.completed_at} empty="Not completed" />
    </ListRow>
  )
}
