import { Link } from '@tanstack/react-router'
import type { ItemOrder } from '../../../api/records/item-order'
import { KeyValue, KeyValues } from '../../../components/ui/key-values'
import { OrderDeliveryRows, OrderHeadRows } from '../../../components/order/order-rows'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { EurUsd, ReadRow } from '../../../components/ui/unreadable-value'
import { formatDateTime, formatNumber, toIsoUtc } from '../../../lib/format'
import { recordLink } from '../../../lib/record-link'

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
        <OrderHeadRows order={order} />
        <ReadRow label="Quantity" record={order} field="quantity">
          {formatNumber}
        </ReadRow>
        <KeyValue label="Price per item"><EurUsd record={order} eur="unit_price_eur" usd="unit_price_usd" /></KeyValue>
        <KeyValue label="Total"><EurUsd record={order} eur="price_eur" usd="price_usd" /></KeyValue>
        <OrderDeliveryRows order={order} />
        <ReadRow label="Offer" record={order} field="item_offer_id" empty={<Muted>Not sent</Muted>}>
          {(id) => <Link {...recordLink('item-offer', id)}>Item offer {id}</Link>}
        </ReadRow>
        {when('Created', 'created_at')}
        {when('Updated', 'updated_at')}
        {when('Completed', 'completed_at')}
        {when('Refunded', 'refunded_at')}
      </KeyValues>
    </SectionCard>
  )
}
