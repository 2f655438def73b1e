import { Suspense } from 'react'
import type { CurrencyOffer } from '../../../api/records/currency-offer'
import { BaseUnitPrice } from '../components/base-unit-price'
import { OfferActivityRows } from '../../../components/offer/offer-activity-rows'
import { KeyValue, KeyValues } from '../../../components/ui/key-values'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { GameRow, ReadField, ReadRow, StatusRow } from '../../../components/ui/unreadable-value'
import { formatMoney, formatNumber } from '../../../lib/format'

/** The offer as the server has it: what it sells, for how much, how much of it, and how it does. */
export function OfferFacts({ offer }: { offer: CurrencyOffer }) {
  const unit = offer.currency_unit
  return (
    <SectionCard title="The offer">
      <KeyValues>
        <GameRow record={offer} />
        <ReadRow label="Unit" record={offer} field="currency_unit">
          {(quoted) => `${quoted.name} (${formatNumber(quoted.multiplier)} ${quoted.currency_name})`}
        </ReadRow>
        <StatusRow record={offer} />
        <KeyValue label="Price">
          <ReadField record={offer} field="price_eur">
            {(amount) => (
              <>
                {formatMoney(amount, 'EUR')} per {unit?.name ?? 'unit'}
                {unit && unit.multiplier !== 1 && !amount.startsWith('-') ? (
                  <Suspense fallback={null}>
                    <BaseUnitPrice amount={amount} per={unit.multiplier} currencyName={unit.currency_name} />
                  </Suspense>
                ) : null}
              </>
            )}
          </ReadField>
        </KeyValue>
        <ReadRow label="Stock" record={offer} field="stock">
          {(stock) => `${formatNumber(stock)} × ${unit?.name ?? 'unit'}`}
        </ReadRow>
        <ReadRow label="Minimum order" record={offer} field="min_quantity">
          {(minimum) => `${formatNumber(minimum)} × ${unit?.name ?? 'unit'}`}
        </ReadRow>
        <ReadRow label="Delivery time" record={offer} field="delivery_time" empty={<Muted>Not sent</Muted>}>
          {(time) => time.format_long}
        </ReadRow>
        <OfferActivityRows offer={offer} />
      </KeyValues>
    </SectionCard>
  )
}
