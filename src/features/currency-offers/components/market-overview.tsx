import { lazy, memo, useEffect, useMemo, useState } from 'react'
import { perBaseUnit, type UnitPrice } from '../decimal'
import type { PreparedOffer } from '../offers'
import { parsePriceInput, rankPrice, winningPrice } from '../price-helper'
import { MY_PRICE_MAX_LENGTH } from '../search'
import { summariseOffers } from '../summary'
import type { QuotedUnit } from '../units'
import { Fold } from './fold'
import { OffersSummary } from './offers-summary'
import { formatCount } from '../../../lib/format'

const URL_SYNC_MS = 400

// Below the table and folded: their code comes when the seller opens them (a pointer on the title starts it).
const loadHistogram = () => import('./price-histogram')
const loadHelper = () => import('./price-helper')
const PriceHistogram = lazy(() => loadHistogram().then((m) => ({ default: m.PriceHistogram })))
const PriceHelper = lazy(() => loadHelper().then((m) => ({ default: m.PriceHelper })))

interface MarketOverviewProps {
  /** The offers that pass the filters, cheapest first. */
  byPrice: readonly PreparedOffer[]
  baseName: string
  units: readonly QuotedUnit[]
  filtersActive: boolean
  myPrice: string | undefined
  /** The unit the helper's price is per: the one chosen in the URL, else the offer's own. */
  myUnit: number
  /** The unit chosen in the URL; kept out of it while the seller has not chosen one. */
  chosenUnit: number | undefined
  offerUnit: number | null | undefined
  onMyPriceChange: (myPrice: string | undefined, myUnit: number | undefined) => void
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
  chosenUnit,
  offerUnit,
  onMyPriceChange,
}: MarketOverviewProps) {
  // The typed text is local while typing and reaches the URL shortly after, so a link reproduces it.
  const [draft, setDraft] = useState(myPrice ?? '')
  const urlText = myPrice ?? ''

  useEffect(() => {
    if (draft === urlText) return
    const timer = setTimeout(() => onMyPriceChange(draft === '' ? undefined : draft, chosenUnit), URL_SYNC_MS)
    return () => clearTimeout(timer)
  }, [draft, urlText, chosenUnit, onMyPriceChange])

  const summary = useMemo(() => summariseOffers(byPrice), [byPrice])
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
    ? `the ${formatCount(summary.count, 'offer')} that pass the filters`
    : `all ${formatCount(summary.count, 'competing offer')}`

  return (
    <>
      <OffersSummary summary={summary} baseName={baseName} scope={scope} />
      <Fold
        title="Price distribution"
        summary={`How the prices of ${scope} spread, as a chart and a table.`}
        load={loadHistogram}
      >
        <PriceHistogram byPrice={byPrice} summary={summary} baseName={baseName} myPrice={myNormalised} />
      </Fold>
      <Fold
        title="Price helper"
        summary="Where a price of yours would rank, and the highest price that is still the cheapest."
        defaultOpen={myPrice !== undefined}
        load={loadHelper}
      >
        <PriceHelper
          text={draft}
          maxLength={MY_PRICE_MAX_LENGTH}
          error={parsed && !parsed.ok ? parsed.message : null}
          myUnit={myUnit}
          offerUnit={offerUnit}
          units={units}
          baseName={baseName}
          scope={scope}
          rank={rank}
          mine={mine}
          winning={winning}
          onTextChange={setDraft}
          onUnitChange={(unit) => onMyPriceChange(draft === '' ? undefined : draft, unit)}
        />
      </Fold>
    </>
  )
})
