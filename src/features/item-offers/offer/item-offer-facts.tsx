import type { ItemOffer } from '../../../api/records/item-offer'
import { OfferActivityRows } from '../../../components/offer/offer-activity-rows'
import { KeyValue, KeyValues } from '../../../components/ui/key-values'
import { SectionCard } from '../../../components/ui/section-card'
import { LongText, Muted } from '../../../components/ui/text'
import { GameRow, ReadField, ReadRow, StatusRow } from '../../../components/ui/unreadable-value'
import { formatFact, formatMoney, formatNumber, humanize } from '../../../lib/format'

/** The offer as the server has it: what it sells, for how much, how many, and how it does. */
export function ItemOfferFacts({ offer }: { offer: ItemOffer }) {
  const parameters = Object.entries(offer.parameters ?? {})
  return (
    <SectionCard title="The offer">
      <KeyValues>
        <GameRow record={offer} />
        <StatusRow record={offer} />
        <KeyValue label="Price">
          <ReadField record={offer} field="price_eur">
            {(amount) => `${formatMoney(amount, 'EUR')} per item`}
          </ReadField>
        </KeyValue>
        <ReadRow label="Stock" record={offer} field="stock">
          {formatNumber}
        </ReadRow>
        <ReadRow label="Minimum order" record={offer} field="min_quantity">
          {formatNumber}
        </ReadRow>
        <ReadRow label="Delivery time" record={offer} field="delivery_time" empty={<Muted>Not sent</Muted>}>
          {(time) => time.format_long}
        </ReadRow>
        {parameters.map(([name, value]) => (
          <KeyValue key={name} label={humanize(name)}>
            {formatFact(value)}
          </KeyValue>
        ))}
        <ReadRow label="Description" record={offer} field="description" empty={<Muted>None</Muted>}>
          {(text) => <LongText>{text}</LongText>}
        </ReadRow>
        <ReadRow label="External id" record={offer} field="external_id" empty={<Muted>None</Muted>}>
          {(text) => text}
        </ReadRow>
        <OfferActivityRows offer={offer} />
      </KeyValues>
    </SectionCard>
  )
}
