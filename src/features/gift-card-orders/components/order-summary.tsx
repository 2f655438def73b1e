import type { ReactNode } from 'react'
import type { GiftCardOrder } from '../../../api/records/gift-card-order'
import { formatDateTime, formatMoney, formatNumber, humanize, toIsoUtc } from '../../../lib/format'

function When({ seconds, empty }: { seconds: number | null; empty: string }) {
  if (seconds === null) return <span className="muted">{empty}</span>
  return <time dateTime={toIsoUtc(seconds)}>{formatDateTime(seconds)}</time>
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="gco-summary__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** Every field of the order except its keys. */
export function OrderSummary({ order }: { order: GiftCardOrder }) {
  return (
    <div className="gco-summary">
      <section className="card" aria-labelledby="gco-summary-order">
        <h2 id="gco-summary-order">Order</h2>
        <dl>
          <Item term="Status">{order.status ? humanize(order.status) : <span className="muted">Not sent</span>}</Item>
          <Item term="Buyer">
            {order.buyer.username} <span className="muted">(id {order.buyer.id})</span>
          </Item>
          <Item term="Face value">{formatMoney(order.face_value_amount, order.face_value_unit)}</Item>
          <Item term="Quantity">{formatNumber(order.quantity)}</Item>
          <Item term="Gift card id">{order.gift_card_id}</Item>
          <Item term="Offer id">{order.gift_card_offer_id}</Item>
          <Item term="Region id">{order.region_id}</Item>
          <Item term="Brand id">{order.brand_id}</Item>
        </dl>
      </section>
      <section className="card" aria-labelledby="gco-summary-prices">
        <h2 id="gco-summary-prices">Prices</h2>
        <dl>
          <Item term="Unit price">
            {formatMoney(order.unit_price_eur, 'EUR')}
            <span className="muted gco-second-line">{formatMoney(order.unit_price_usd, 'USD')}</span>
          </Item>
          <Item term="Total">
            {formatMoney(order.price_eur, 'EUR')}
            <span className="muted gco-second-line">{formatMoney(order.price_usd, 'USD')}</span>
          </Item>
        </dl>
      </section>
      <section className="card" aria-labelledby="gco-summary-dates">
        <h2 id="gco-summary-dates">Dates</h2>
        <dl>
          <Item term="Created">
            <When seconds={order.created_at} empty="Unknown" />
          </Item>
          <Item term="Updated">
            <When seconds={order.updated_at} empty="Unknown" />
          </Item>
          <Item term="Completed">
            <When seconds={order.completed_at} empty="Not completed" />
          </Item>
          <Item term="Refunded">
            <When seconds={order.refunded_at} empty="Not refunded" />
          </Item>
        </dl>
      </section>
    </div>
  )
}
