import type { ItemOrder } from '../../../api/records/item-order'
import { KeyValue, KeyValues } from '../../../components/ui/key-values'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { BuyerField, EurUsd, ReadRow } from '../../../components/ui/unreadable-value'
import { formatDateTime, formatNumber, humanize, toIsoUtc } from '../../../lib/format'

type When = 'created_at' | 'updated_at' | 'completed_at' | 'refunded_at'

/** Every field of the order, each read on its own. */
export function ItemOrderFacts({ order }: { order: ItemOrder }) {
  const when = (label: string, field: When) => (
    <ReadRow label={label} record={order} field={field} empty={<Muted>Not yet</Muted>}>
      {(seconds) => <time dateTime={toIsoUtc(seconds)}>{formatDateTime(seconds)}</time>}
    </ReadRow>
  )
  return (
    <SectionCard title="Order">
      <KeyValues>
        <ReadRow label="Status" record={order} field="status" empty={<Muted>Not sent</Muted>}>
          {humanize}
        </ReadRow>
        <KeyValue label="Buyer">
          <BuyerField record={order} />
        </KeyValue>
        <ReadRow label="Game" record={order} field="game" empty={<Muted>Not sent</Muted>}>
          {(game) => game.name}
        </ReadRow>
        <ReadRow label="Quantity" record={order} field="quantity">
          {formatNumber}
        </ReadRow>
        <KeyValue label="Price per item"><EurUsd record={order} eur="unit_price_eur" usd="unit_price_usd" /></KeyValue>
        <KeyValue label="Total"><EurUsd record={order} eur="price_eur" usd="price_usd" /></KeyValue>
        <ReadRow label="Delivery time" record={order} field="delivery_time" empty={<Muted>Not set</Muted>}>
          {(time) => time.format_long}
        </ReadRow>
        <ReadRow label="Disputed" record={order} field="is_disputed" empty={<Muted>Not sent</Muted>}>
          {(disputed) => (disputed ? `Yes${order.dispute_case_id ? ` (case ${order.dispute_case_id})` : ''}` : 'No')}
        </ReadRow>
        <ReadRow label="Offer" record={order} field="item_offer_id" empty={<Muted>Not sent</Muted>}>
          {(id) => `Item offer ${id}`}
        </ReadRow>
        {when('Created', 'created_at')}
        {when('Updated', 'updated_at')}
        {when('Completed', 'completed_at')}
        {when('Refunded', 'refunded_at')}
      </KeyValues>
    </SectionCard>
  )
}
