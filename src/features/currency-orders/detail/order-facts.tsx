import type { CurrencyOrder } from '../../../api/records/currency-order'
import { KeyValue, KeyValues } from '../../../components/ui/key-values'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { BuyerRow, ReadField, ReadRow, StatusRow } from '../../../components/ui/unreadable-value'
import { formatDateTime, formatMoney, formatNumber, toIsoUtc } from '../../../lib/format'

/** Every field of the order but the buyer's game details. */
export function OrderFacts({ order }: { order: CurrencyOrder }) {
  const unit = order.currency_unit?.name ?? 'unit'
  const money = (eur: 'price_eur' | 'unit_price_eur', usd: 'price_usd' | 'unit_price_usd') => (
    <>
      <ReadField record={order} field={eur} empty={<Muted>Not sent</Muted>}>
        {(amount) => formatMoney(amount, 'EUR')}
      </ReadField>{' '}
      <Muted>
        <ReadField record={order} field={usd}>
          {(amount) => `(${formatMoney(amount, 'USD')})`}
        </ReadField>
      </Muted>
    </>
  )
  const when = (field: 'created_at' | 'updated_at') => (
    <ReadField record={order} field={field}>
      {(seconds) => <time dateTime={toIsoUtc(seconds)}>{formatDateTime(seconds)}</time>}
    </ReadField>
  )
  return (
    <SectionCard title="Order">
      <KeyValues>
        <StatusRow record={order} />
        <BuyerRow record={order} />
        <ReadRow label="Game" record={order} field="game" empty={<Muted>Not sent</Muted>}>
          {(game) => game.name}
        </ReadRow>
        <ReadRow label="Quantity" record={order} field="quantity">
          {(quantity) => `${formatNumber(quantity)} × ${unit}`}
        </ReadRow>
        <KeyValue label={`Price per ${unit}`}>{money('unit_price_eur', 'unit_price_usd')}</KeyValue>
        <KeyValue label="Total">{money('price_eur', 'price_usd')}</KeyValue>
        <ReadRow label="Delivery time" record={order} field="delivery_time" empty={<Muted>Not set</Muted>}>
          {(time) => time.format_long}
        </ReadRow>
        <ReadRow label="Disputed" record={order} field="is_disputed" empty={<Muted>Not sent</Muted>}>
          {(disputed) => (disputed ? `Yes${order.dispute_case_id ? ` (case ${order.dispute_case_id})` : ''}` : 'No')}
        </ReadRow>
        <ReadRow label="Offer" record={order} field="currency_offer_id" empty={<Muted>Not sent</Muted>}>
          {(id) => `Currency offer ${id}`}
        </ReadRow>
        <KeyValue label="Created">{when('created_at')}</KeyValue>
        <KeyValue label="Updated">{when('updated_at')}</KeyValue>
      </KeyValues>
    </SectionCard>
  )
}
