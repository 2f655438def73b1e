import type { GiftCardOrder } from '../../../api/records/gift-card-order'
import { KeyValue, KeyValues } from '../../../components/ui/key-values'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { BuyerRow, ReadField, ReadRow, StatusRow, UnreadableMark } from '../../../components/ui/unreadable-value'
import { formatDateTime, formatMoney, formatNumber, toIsoUtc } from '../../../lib/format'
import styles from '../gift-card-orders.module.css'

type DateField = 'created_at' | 'updated_at' | 'completed_at' | 'refunded_at'
type IdField = 'gift_card_id' | 'gift_card_offer_id' | 'region_id' | 'brand_id'
type MoneyField = 'unit_price_eur' | 'unit_price_usd' | 'price_eur' | 'price_usd'

/** Every field of the order except its keys. */
export function OrderSummary({ order }: { order: GiftCardOrder }) {
  const when = (field: DateField, empty: string) => (
    <ReadField record={order} field={field} empty={<Muted>{empty}</Muted>}>
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
        <KeyValues>
          <StatusRow record={order} />
          <BuyerRow record={order} />
          <KeyValue label="Face value">
            <ReadField record={order} field="face_value_amount">
              {(amount) => (order.face_value_unit === null ? amount : formatMoney(amount, order.face_value_unit))}
            </ReadField>
            <UnreadableMark record={order} field="face_value_unit" />
          </KeyValue>
          <ReadRow label="Quantity" record={order} field="quantity">
            {formatNumber}
          </ReadRow>
          <KeyValue label="Gift card id">{id('gift_card_id')}</KeyValue>
          <KeyValue label="Offer id">{id('gift_card_offer_id')}</KeyValue>
          <KeyValue label="Region id">{id('region_id')}</KeyValue>
          <KeyValue label="Brand id">{id('brand_id')}</KeyValue>
        </KeyValues>
      </SectionCard>
      <SectionCard title="Prices">
        <KeyValues>
          <KeyValue label="Unit price">
            {money('unit_price_eur', 'EUR')}
            <Muted className={styles.secondLine}>{money('unit_price_usd', 'USD')}</Muted>
          </KeyValue>
          <KeyValue label="Total">
            {money('price_eur', 'EUR')}
            <Muted className={styles.secondLine}>{money('price_usd', 'USD')}</Muted>
          </KeyValue>
        </KeyValues>
      </SectionCard>
      <SectionCard title="Dates">
        <KeyValues>
          <KeyValue label="Created">{when('created_at', 'Unknown')}</KeyValue>
          <KeyValue label="Updated">{when('updated_at', 'Unknown')}</KeyValue>
          <KeyValue label="Completed">{when('completed_at', 'Not completed')}</KeyValue>
          <KeyValue label="Refunded">{when('refunded_at', 'Not refunded')}</KeyValue>
        </KeyValues>
      </SectionCard>
    </div>
  )
}
