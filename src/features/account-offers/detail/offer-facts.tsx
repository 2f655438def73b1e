import { Link } from '@tanstack/react-router'
import type { AccountOffer } from '../../../api/records/account-offer'
import { KeyValue, KeyValues } from '../../../components/ui/key-values'
import { Cluster } from '../../../components/ui/layout'
import { SectionCard } from '../../../components/ui/section-card'
import { LongText, Muted } from '../../../components/ui/text'
import { GameRow, ReadField, ReadRow } from '../../../components/ui/unreadable-value'
import { formatFact, formatMoney, formatNumber, humanize } from '../../../lib/format'
import { DateTime } from '../../../components/ui/date-time'
import { safeHttpUrl } from '../../../lib/safe-url'
import { recordLink } from '../../../lib/record-link'
import { InventoryCount } from '../credentials/unsold-count'

type When = 'listed_at' | 'created_at' | 'updated_at'

/** The offer as the server has it: what it sells, for how much, how it is delivered and how it does. */
export function OfferFacts({ offer }: { offer: AccountOffer }) {
  const when = (field: When, empty: string) => (
    <ReadField record={offer} field={field} empty={<Muted>{empty}</Muted>}>
      {(seconds) => <DateTime seconds={seconds} />}
    </ReadField>
  )
  const parameters = Object.entries(offer.parameters ?? {})
  return (
    <SectionCard title="The offer">
      <KeyValues>
        <GameRow record={offer} />
        <KeyValue label="Price">
          <ReadField record={offer} field="price">
            {(amount) => formatMoney(amount, 'EUR')}
          </ReadField>
          {offer.price_usd ? <Muted> ({formatMoney(offer.price_usd, 'USD')})</Muted> : null}
        </KeyValue>
        <KeyValue label="Credentials in stock">
          <InventoryCount offerId={offer.id} />
        </KeyValue>
        <ReadRow label="Delivery" record={offer} field="delivery_time" empty={<Muted>Not set</Muted>}>
          {(time) => `${offer.is_manual_delivery ? 'Manual' : 'Automatic'}, ${time.format_long}`}
        </ReadRow>
        <ReadRow label="Views" record={offer} field="views" empty={<Muted>Not sent</Muted>}>
          {formatNumber}
        </ReadRow>
        <KeyValue label="Listed since">{when('listed_at', 'Not listed')}</KeyValue>
        <KeyValue label="Created">{when('created_at', 'Unknown')}</KeyValue>
        <KeyValue label="Updated">{when('updated_at', 'Unknown')}</KeyValue>
        {parameters.map(([name, value]) => (
          <KeyValue key={name} label={humanize(name)}>
            {formatFact(value)}
          </KeyValue>
        ))}
        <ReadRow label="Description" record={offer} field="description" empty={<Muted>None</Muted>}>
        {(text) => <LongText>{text}</LongText>}
      </ReadRow>
      <ReadRow label="Delivery instructions" record={offer} field="delivery_instructions" empty={<Muted>None</Muted>}>
        {(text) => <LongText>{text}</LongText>}
      </ReadRow>
      <KeyValue label="Images">
        {offer.image_urls === null ? (
          <ReadField record={offer} field="image_urls" empty={<Muted>Not sent</Muted>}>
            {() => null}
          </ReadField>
        ) : offer.image_urls.length > 0 ? (
          <Cluster>
            {offer.image_urls.map((url, index) => {
              const safe = safeHttpUrl(url)
              return (
                <li key={url}>
                  {safe ? (
                    <a href={safe} target="_blank" rel="noopener noreferrer">{`Image ${index + 1}`}</a>
                  ) : (
                    <Muted>{`Image ${index + 1} (not an http link, not shown)`}</Muted>
                  )}
                </li>
              )
            })}
          </Cluster>
        ) : (
          <Muted>None</Muted>
        )}
        </KeyValue>
      </KeyValues>
    </SectionCard>
  )
}

/** The account orders this offer sold, each a link to its page. */
export function SoldOrders({ offer }: { offer: AccountOffer }) {
  return (
    <SectionCard title="Orders of this offer">
      <ReadField record={offer} field="account_order_ids" empty={<Muted as="p">Not known: the server did not send this offer’s orders.</Muted>}>
        {(ids) =>
          ids.length === 0 ? (
            <Muted as="p">No account orders yet.</Muted>
          ) : (
            <Cluster>
              {ids.map((id) => (
                <li key={id}>
                  <Link {...recordLink('account-order', id)}>Account order {id}</Link>
                </li>
              ))}
            </Cluster>
          )
        }
      </ReadField>
    </SectionCard>
  )
}
