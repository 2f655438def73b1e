import { memo, useEffect, useMemo, useState } from 'react'
import { perBaseUnit, type UnitPrice } from '../decimal'
import { priceHistogram } from '../histogram'
import type { PreparedOffer } from '../offers'
import { parsePriceInput, rankPrice, winningPrice } from '../price-helper'
import { MY_PRICE_MAX_LENGTH } from '../search'
import { summariseOffers } from '../summary'
import type { QuotedUnit } from '../units'
import { OffersSummary } from './offers-summary'
import { PriceHelper } from './price-helper'
import { PriceHistogram } from './price-histogram'
import { CardGrid } from '../../../components/ui/layout'

const URL_SYNC_MS = 400

interface MarketOverviewProps {
  /** The offers that pass the filters, cheapest first. */
  byPrice: readonly PreparedOffer[]
  baseName: string
  units: readonly QuotedUnit[]
  filtersActive: boolean
  myPrice: string | undefined
  myUnit: number
  onMyPriceChange: (myPrice: string | undefined, myUnit: number) => void
}

/**
 * The market at a glance, the price distribution, and the seller's own price against both. Memoised:
 * a new sort of the table changes none of its props, so a sort click does not format its prices again.
 */
export const MarketOverview = memo(function MarketOverview({
  byPrice,
  baseName,
  units,
  filtersActive,
  myPrice,
  myUnit,
  onMyPriceChange,
}: MarketOverviewProps) {
  // The typed text is local while typing and reaches the URL shortly after, so a link reproduces it.
  const [draft, setDraft] = useState(myPrice ?? '')
  const urlText = myPrice ?? ''

  useEffect(() => {
    if (draft === urlText) return
    const timer = setTimeout(() => onMyPriceChange(draft === '' ? undefined : draft, myUnit), URL_SYNC_MS)
    return () => clearTimeout(timer)
  }, [draft, urlText, myUnit, onMyPriceChange])

  const summary = useMemo(() => summariseOffers(byPrice), [byPrice])
  const bins = useMemo(() => priceHistogram(byPrice), [byPrice])
  const winning = useMemo(() => winningPrice(byPrice), [byPrice])

  const parsed = useMemo(() => (draft.trim() === '' ? null : parsePriceInput(draft)), [draft])
  const mine: UnitPrice | null = useMemo(
    () => (parsed?.ok ? { amount: parsed.value, per: myUnit } : null),
    [parsed, myUnit],
  )
  const rank = useMemo(() => (mine ? rankPrice(mine, byPrice) : null), [mine, byPrice])
  const myNormalised = useMemo(() => (mine ? perBaseUnit(mine) : null), [mine])

  if (!summary || !winning) return null
  const scope = filtersActive
    ? `the ${summary.count} ${summary.count === 1 ? 'offer' : 'offers'} that pass the filters`
    : `all ${summary.count} competing ${summary.count === 1 ? 'offer' : 'offers'}`

  return (
    <CardGrid>
      <OffersSummary summary={summary} baseName={baseName} scope={scope} />
      <PriceHistogram bins={bins} summary={summary} baseName={baseName} myPrice={myNormalised} />
      <PriceHelper
        text={draft}
        maxLength={MY_PRICE_MAX_LENGTH}
        error={parsed && !parsed.ok ? parsed.message : null}
        myUnit={myUnit}
        units={units}
        baseName={baseName}
        scope={scope}
        rank={rank}
        mine={mine}
        winning={winning}
        onTextChange={setDraft}
        onUnitChange={(unit) => onMyPriceChange(draft === '' ? undefined : draft, unit)}
      />
    </CardGrid>
  )
})
