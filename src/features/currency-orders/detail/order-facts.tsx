import type { CurrencyOrder } from '../../../api/records/currency-order'
import { KeyValue, KeyValues } from '../../../components/ui/key-values'
import { OrderDeliveryRows, OrderHeadRows } from '../../../components/order/order-rows'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { EurUsd, ReadField, ReadRow } from '../../../components/ui/unreadable-value'
import { formatDateTime, formatNumber, toIsoUtc } from '../../../lib/format'

/** Every field of the order but the buyer's game details. */
export function OrderFacts({ order }: { order: CurrencyOrder }) {
  const unit = order.currency_unit?.name ?? 'unit'
  const when = (field: 'created_at' | 'updated_at') => (
    <ReadField record={order} field={field}>
      {(seconds) => <time dateTime={toIsoUtc(seconds)}>{formatDateTime(seconds)}</time>}
    </ReadField>
  )
  return (
    <SectionCard title="Order">
      <KeyValues>
        <OrderHeadRows order={order} />
        <ReadRow label="Quantity" record={order} field="quantity">
          {(quantity) => `${formatNumber(quantity)} × ${unit}`}
        </ReadRow>
        <KeyValue label={`Price per ${unit}`}><EurUsd record={order} eur="unit_price_eur" usd="unit_price_usd" /></KeyValue>
        <KeyValue label="Total"><EurUsd record={order} eur="price_eur" usd="price_usd" /></KeyValue>
        <OrderDeliveryRows order={order} />
        <ReadRow label="Offer" record={order} field="currency_offer_id" empty={<Muted>Not sent</Muted>}>
          {(id) => `Currency offer ${id}`}
        </ReadRow>
        <KeyValue label="Created">{when('created_at')}</KeyValue>
        <KeyValue label="Updated">{when('updated_at')}</KeyValue>
      </KeyValues>
    </SectionCard>
  )
}
