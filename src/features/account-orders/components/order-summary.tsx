import type { AccountOrder } from '../../../api/records/account-order'
import { ReadField } from '../../../components/ui/unreadable-value'
import { formatMoney, humanize } from '../../../lib/format'

/** The order's key facts as one definition list. */
export function OrderSummary({ order }: { order: AccountOrder }) {
  return (
    <dl className="key-values">
      <div className="key-values__row">
        <dt>Game</dt>
        <dd>
          <ReadField record={order} field="game">
            {(game) => game.name}
          </ReadField>
        </dd>
      </div>
      <div className="key-values__row">
        <dt>Buyer</dt>
        <dd>
          <ReadField record={order} field="buyer">
            {(buyer) => (
              <>
                {buyer.username} <span className="muted">(id {buyer.id})</span>
              </>
            )}
          </ReadField>
        </dd>
      </div>
      {order.status !== null || 'status' in order.unreadable ? (
        <div className="key-values__row">
          <dt>Status</dt>
          <dd>
            <ReadField record={order} field="status">
              {humanize}
            </ReadField>
          </dd>
        </div>
      ) : null}
      <div className="key-values__row">
        <dt>Price</dt>
        <dd>
          <ReadField record={order} field="price">
            {(price) => formatMoney(price, 'EUR')}
          </ReadField>{' '}
          <span className="muted">
            /{' '}
            <ReadField record={order} field="price_usd">
              {(price) => formatMoney(price, 'USD')}
            </ReadField>
          </span>
        </dd>
      </div>
      <div className="key-values__row">
        <dt>Delivery time</dt>
        <dd>
          <ReadField record={order} field="delivery_time" empty={<span className="muted">Not given</span>}>
            {(time) => time.format_long}
          </ReadField>
        </dd>
      </div>
      <div className="key-values__row">
        <dt>Manual delivery</dt>
        <dd>
          <ReadField record={order} field="is_manual_delivery">
            {(manual) => (manual ? 'Yes, the seller delivers by hand' : 'No, delivered automatically')}
          </ReadField>
        </dd>
      </div>
      <div className="key-values__row">
        <dt>Account offer</dt>
        <dd>
          <ReadField record={order} field="account_offer_id">
            {(id) => id}
          </ReadField>
        </dd>
      </div>
      <div className="key-values__row">
        <dt>Dispute</dt>
        <dd>
          <ReadField record={order} field="is_disputed">
            {(disputed) => (disputed ? 'Disputed' : 'Not disputed')}
          </ReadField>
          {order.dispute_case_id !== null ? ` (case ${order.dispute_case_id})` : null}
          {'dispute_case_id' in order.unreadable ? (
            <>
              {' '}
              (case <ReadField record={order} field="dispute_case_id">{(id) => id}</ReadField>)
            </>
          ) : null}
        </dd>
      </div>
    </dl>
  )
}
