import type { AccountOrder } from '../../../api/records/account-order'
import { formatMoney, humanize } from '../../../lib/format'

/** The order's key facts as one definition list. */
export function OrderSummary({ order }: { order: AccountOrder }) {
  return (
    <dl className="key-values">
      <div className="key-values__row">
        <dt>Game</dt>
        <dd>{order.game.name}</dd>
      </div>
      <div className="key-values__row">
        <dt>Buyer</dt>
        <dd>
          {order.buyer.username} <span className="muted">(id {order.buyer.id})</span>
        </dd>
      </div>
      {order.status ? (
        <div className="key-values__row">
          <dt>Status</dt>
          <dd>{humanize(order.status)}</dd>
        </div>
      ) : null}
      <div className="key-values__row">
        <dt>Price</dt>
        <dd>
          {formatMoney(order.price, 'EUR')} <span className="muted">/ {formatMoney(order.price_usd, 'USD')}</span>
        </dd>
      </div>
      <div className="key-values__row">
        <dt>Delivery time</dt>
        <dd>{order.delivery_time ? order.delivery_time.format_long : <span className="muted">Not given</span>}</dd>
      </div>
      <div className="key-values__row">
        <dt>Manual delivery</dt>
        <dd>{order.is_manual_delivery ? 'Yes, the seller delivers by hand' : 'No, delivered automatically'}</dd>
      </div>
      <div className="key-values__row">
        <dt>Account offer</dt>
        <dd>{order.account_offer_id}</dd>
      </div>
      <div className="key-values__row">
        <dt>Dispute</dt>
        <dd>
          {order.is_disputed
            ? `Disputed${order.dispute_case_id !== null ? ` (case ${order.dispute_case_id})` : ''}`
            : 'Not disputed'}
        </dd>
      </div>
    </dl>
  )
}
