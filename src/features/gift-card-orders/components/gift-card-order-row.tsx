import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import type { GiftCardOrder } from '../../../api/records/gift-card-order'
import { DateCell, MoneyCell, StatusCell, TextCell, UserCell } from '../../../components/list/cells'
import { ReadField } from '../../../components/ui/unreadable-value'
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
      <TextCell record={order} field="title" className="list-row__title" />
      <UserCell record={order} field="buyer" />
      <td className="num">
        <ReadField record={order} field="quantity">
          {formatNumber}
        </ReadField>
      </td>
      <MoneyCell record={order} eur="unit_price_eur" usd="unit_price_usd" />
      <MoneyCell record={order} eur="price_eur" usd="price_usd" />
      {showStatus ? <StatusCell record={order} /> : null}
      <DateCell record={order} field="created_at" />
      <DateCell record={order} field="updated_at" />
      <DateCell record={order} field="completed_at" empty="Not completed" />
    </ListRow>
  )
}
