import type { ReactNode } from 'react'
import type { GiftCardOrder } from '../../../api/records/gift-card-order'
import { SectionCard } from '../../../components/ui/section-card'
import { ReadField } from '../../../components/ui/unreadable-value'
import { formatDateTime, formatMoney, formatNumber, humanize, toIsoUtc } from '../../../lib/format'
import styles from '../gift-card-orders.module.css'

type DateField = 'created_at' | 'updated_at' | 'completed_at' | 'refunded_at'
type IdField = 'gift_card_id' | 'gift_card_offer_id' | 'region_id' | 'brand_id'
type MoneyField = 'unit_price_eur' | 'unit_price_usd' | 'price_eur' | 'price_usd'

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.item}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** Every field of the order except its keys. */
export function OrderSummary({ order }: { order: GiftCardOrder }) {
  const when = (field: DateField, empty: string) => (
    <ReadField record={order} field={field} empty={<span className="muted">{empty}</span>}>
      {(seconds) => <time dateTime={toIsoUtc(seconds)}>{formatDateTime(seconds)}</time>}
    </ReadField>
  )
  const id = (field: IdField) => (
    <ReadField record={order} field={field}>
      {(value) => value}
    </ReadField>
  )
  const money = (field: MoneyField, currency: string) => (
    <ReadField record={order} field={field}>
      {(amount) => formatMoney(amount, currency)}
    </ReadField>
  )
  return (
    <div className={styles.summary}>
      <SectionCard title="Order">
        <dl className={styles.details}>
          <Item term="Status">
            <ReadField record={order} field="status" empty={<span className="muted">Not sent</span>}>
              {humanize}
            </ReadField>
          </Item>
          <Item term="Buyer">
            <ReadField record={order} field="buyer">
              {(buyer) => (
                <>
                  {buyer.username} <span className="muted">(id {buyer.id})</span>
                </>
              )}
            </ReadField>
          </Item>
          <Item term="Face value">
            <ReadField record={order} field="face_value_amount">
              {(amount) => (order.face_value_unit === null ? amount : formatMoney(amount, order.face_value_unit))}
            </ReadField>
            {'face_value_unit' in order.unreadable ? (
              <>
                {' '}
                <ReadField record={order} field="face_value_unit">
                  {(unit) => unit}
                </ReadField>
              </>
            ) : null}
          </Item>
          <Item term="Quantity">
            <ReadField record={order} field="quantity">
              {formatNumber}
            </ReadField>
          </Item>
          <Item term="Gift card id">{id('gift_card_id')}</Item>
          <Item term="Offer id">{id('gift_card_offer_id')}</Item>
          <Item term="Region id">{id('region_id')}</Item>
          <Item term="Brand id">{id('brand_id')}</Item>
        </dl>
      </SectionCard>
      <SectionCard title="Prices">
        <dl className={styles.details}>
          <Item term="Unit price">
            {money('unit_price_eur', 'EUR')}
            <span className={styles.secondLine}>{money('unit_price_usd', 'USD')}</span>
          </Item>
          <Item term="Total">
            {money('price_eur', 'EUR')}
            <span className={styles.secondLine}>{money('price_usd', 'USD')}</span>
          </Item>
        </dl>
      </SectionCard>
      <SectionCard title="Dates">
        <dl className={styles.details}>
          <Item term="Created">{when('created_at', 'Unknown')}</Item>
          <Item term="Updated">{when('updated_at', 'Unknown')}</Item>
          <Item term="Completed">{when('completed_at', 'Not completed')}</Item>
          <Item term="Refunded">{when('refunded_at', 'Not refunded')}</Item>
        </dl>
      </SectionCard>
    </div>
  )
}
