import { Link, useNavigate } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { GiftCardOrder } from '../../../api/records/gift-card-order'
import '../history-state'
import type { GiftCardOrdersSearch } from '../search'
import { formatNumber } from '../../../lib/format'
import { DateCell } from './date-cell'
import { MoneyCell } from './money-cell'
import { StatusBadge } from './status-badge'

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
    if (target.closest('a, button') || window.getSelection()?.toString()) return
    void navigate({ to: '/gift-card-orders/$giftCardOrderId', params: { giftCardOrderId }, state })
  }

  return (
    <tr className="gco-row" onClick={onClick}>
      <td>
        <Link to="/gift-card-orders/$giftCardOrderId" params={{ giftCardOrderId }} state={state} className="gco-row__link">
          {order.id}
        </Link>
      </td>
      <td className="gco-row__title">{order.title}</td>
      <td>
        {order.buyer.username}
        <span className="muted gco-second-line">#{order.buyer.id}</span>
      </td>
      <td className="num">{formatNumber(order.quantity)}</td>
      <MoneyCell eur={order.unit_price_eur} usd={order.unit_price_usd} />
      <MoneyCell eur={order.price_eur} usd={order.price_usd} />
      {showStatus ? (
        <td>{order.status === null ? <span className="muted">Not sent</span> : <StatusBadge status={order.status} />}</td>
      ) : null}
      <DateCell seconds={order.created_at} />
      <DateCell seconds={order.updated_at} />
      <DateCell seconds={order.completed_at} empty="Not completed" />
    </tr>
  )
}
