import type { GiftCardOffer, OfferGiftCard } from '../../../api/records/gift-card-offer'
import { KeyValue, KeyValues } from '../../../components/ui/key-values'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { ReadField, ReadRow, UnreadableValue } from '../../../components/ui/unreadable-value'
import { formatCount, formatDateTime, formatMoney, toIsoUtc } from '../../../lib/format'

const NOT_SENT = <Muted>Not sent</Muted>

/** The card's rows, each field read on its own. */
function CardRows({ card }: { card: OfferGiftCard }) {
  return (
    <>
      <ReadRow label="Card" record={card} field="title" empty={NOT_SENT}>
        {(title) => title}
      </ReadRow>
      <ReadRow label="Brand" record={card} field="brand" empty={NOT_SENT}>
        {(brand) => brand.name}
      </ReadRow>
      <ReadRow label="Region" record={card} field="region" empty={NOT_SENT}>
        {(region) => region.name}
      </ReadRow>
      <ReadRow label="Face value" record={card} field="face_value_amount" empty={NOT_SENT}>
        {(amount) => formatMoney(amount, card.face_value_unit ?? '')}
      </ReadRow>
      <ReadRow label="Lowest price on the marketplace" record={card} field="lowest_price_eur" empty={<Muted>Nobody else sells it</Muted>}>
        {(amount) => formatMoney(amount, 'EUR')}
      </ReadRow>
    </>
  )
}

/** What the offer is: its card, its price and its stock. */
export function OfferFacts({ offer }: { offer: GiftCardOffer }) {
  const when = (field: 'created_at' | 'updated_at') => (
    <ReadField record={offer} field={field}>
      {(seconds) => <time dateTime={toIsoUtc(seconds)}>{formatDateTime(seconds)}</time>}
    </ReadField>
  )
  return (
    <SectionCard title="The offer">
      <KeyValues>
        {offer.gift_card ? (
          <CardRows card={offer.gift_card} />
        ) : (
          <KeyValue label="Card">{'gift_card' in offer.unreadable ? <UnreadableValue raw={offer.unreadable.gift_card} /> : NOT_SENT}</KeyValue>
        )}
        <KeyValue label="Price">
          <ReadField record={offer} field="price_eur">
            {(amount) => formatMoney(amount, 'EUR')}
          </ReadField>{' '}
          <Muted>
            <ReadField record={offer} field="price_usd">
              {(amount) => `(${formatMoney(amount, 'USD')})`}
            </ReadField>
          </Muted>
        </KeyValue>
        <ReadRow label="Stock" record={offer} field="stock">
          {(stock) => formatCount(stock, 'key')}
        </ReadRow>
        <KeyValue label="Created">{when('created_at')}</KeyValue>
        <KeyValue label="Updated">{when('updated_at')}</KeyValue>
      </KeyValues>
    </SectionCard>
  )
}
