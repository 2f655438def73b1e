import { Link, useNavigate } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { GiftCardOrder } from '../../../api/records/gift-card-order'
import '../history-state'
import type { GiftCardOrdersSearch } from '../search'
import { formatNumber } from '../../../lib/format'
import { DateCell } from './date-cell'
import { MoneyCell } from './money-cell'
import { StatusBadge } from './status-badge'
import { ReadField } from '../../../components/ui/unreadable-value'

interface GiftCardOrderRowProps {
  order: GiftCardOrder
  showStatus: boolean
  /** The list's view, remembered by the order's page for its way back. */
  listSearch: GiftCardOrdersSearch
}

/** A click anywhere on the row opens the order; the id is the link for the keyboard and for new tabs. */
export function GiftCardOrderRow({ order, showStatus, listSearch }: GiftCardOrderRowProps) {
  const navigate = useNavigate()
  const giftCardOrderId = String(order.id)
  const state = { giftCardOrdersSearch: listSearch }

  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    const target = event.target as HTMLElement
    if (target.closest('a, button, details') || window.getSelection()?.toString()) return
    void navigate({ to: '/gift-card-orders/$giftCardOrderId', params: { giftCardOrderId }, state })
  }

  return (
    <tr className="gco-row" onClick={onClick}>
      <td>
        <Link to="/gift-card-orders/$giftCardOrderId" params={{ giftCardOrderId }} state={state} className="gco-row__link">
          {order.id}
        </Link>
      </td>
      <td className="gco-row__title">
        <ReadField record={order} field="title">
          {(title) => title}
        </ReadField>
      </td>
      <td>
        <ReadField record={order} field="buyer">
          {(buyer) => (
            <>
              {buyer.username}
              <span className="muted gco-second-line">#{buyer.id}</span>
            </>
          )}
        </ReadField>
      </td>
      <td className="num">
        <ReadField record={order} field="quantity">
          {formatNumber}
        </ReadField>
      </td>
      <MoneyCell order={order} eur="unit_price_eur" usd="unit_price_usd" />
      <MoneyCell order={order} eur="price_eur" usd="price_usd" />
      {showStatus ? (
        <td>
          <ReadField record={order} field="status" empty={<span className="muted">Not sent</span>}>
            {(status) => <StatusBadge status={status} />}
          </ReadField>
        </td>
      ) : null}
      <DateCell order={order} field="created_at" />
      <DateCell order={order} field="updated_at" />
      <DateCell order={order} field="completed_at" empty="Not completed" />
    </tr>
  )
}
