import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { lazy, useCallback, useMemo } from 'react'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { EmptyState } from '../../../components/ui/empty-state'
import type { RankableOffer } from '../rankable'
import type { CurrentPrice } from '../repricing/rule'
import { byNormalisedPrice, filterOffers, prepareOffers, sortOffers } from '../offers'
import { parsePriceInput } from '../price-helper'
import { currencyOfferQueries } from '../queries'
import type { OffersSort, OtherOffersSearch } from '../search'
import { baseUnitName, quotedUnits, withOwnUnit } from '../units'
import { Fold } from './fold'
import { MarketOverview } from './market-overview'
import { OffersFilters } from './offers-filters'
import { OffersTable } from './offers-table'

const route = getRouteApi('/_app/currency-offers/$currencyOfferId/other-offers')

const loadAssistant = () => import('../repricing/repricing-assistant')
const RepricingAssistant = lazy(() => loadAssistant().then((m) => ({ default: m.RepricingAssistant })))

/** The loaded offers: filters, the market at a glance with the price helper, and the table. */
export function OffersView({ offers }: { offers: readonly RankableOffer[] }) {
  const search = route.useSearch()
  const { currencyOfferId } = route.useParams()
  const navigate = route.useNavigate()
  const { sort, in_stock: inStock, max_delivery: maxDelivery } = search

  // Prices are parsed once per response; filters and sorting reuse them.
  const prepared = useMemo(() => prepareOffers(offers), [offers])
  const baseName = useMemo(() => baseUnitName(offers), [offers])
  // The seller's own offer (loaded with the page): its unit is the one the seller prices in.
  const { data: own, isError: ownFailed } = useQuery(currencyOfferQueries.own(currencyOfferId))
  const ownUnit = own?.currency_unit ?? null
  const units = useMemo(() => withOwnUnit(quotedUnits(offers), ownUnit), [offers, ownUnit])
  /** Undefined while the offer loads; null when it or its unit cannot be read. */
  const offerUnit = own || ownFailed ? (ownUnit?.multiplier ?? null) : undefined
  const filtered = useMemo(() => filterOffers(prepared, { inStock, maxDelivery }), [prepared, inStock, maxDelivery])
  const byPrice = useMemo(() => byNormalisedPrice(filtered), [filtered])
  const sorted = useMemo(() => (sort === 'price' ? byPrice : sortOffers(filtered, sort)), [sort, byPrice, filtered])

  const setSearch = useCallback(
    (patch: Partial<OtherOffersSearch>, replace = false) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace, resetScroll: false }),
    [navigate],
  )
  // Stable, so the memoised table does not re-render while the seller types a price.
  const onSort = useCallback((next: OffersSort) => setSearch({ sort: next }), [setSearch])
  const onMyPriceChange = useCallback(
    (my_price: string | undefined, my_unit: number | undefined) => setSearch({ my_price, my_unit }, true),
    [setSearch],
  )
  const myUnit = search.my_unit ?? offerUnit ?? 1
  const current = currentPrice(search.my_price, myUnit, own?.price_eur ?? null, ownUnit?.multiplier)
  // What the market overview and the repricing assistant both count with.
  const market = { baseName, units, offerUnit }

  return (
    <>
      <OffersFilters
        inStock={inStock}
        maxDelivery={maxDelivery}
        shown={filtered.length}
        total={offers.length}
        onChange={(patch) => setSearch(patch)}
      />
      {filtered.length === 0 ? (
        <Card role="status">
          <EmptyState
            title="No offer matches the filters"
            action={
              <Button onClick={() => setSearch({ in_stock: false, max_delivery: undefined })}>Clear filters</Button>
            }
          >
            All {offers.length} competing offers are hidden by the filters. Clear them to see every offer.
          </EmptyState>
        </Card>
      ) : (
        <>
          <OffersTable rows={sorted} units={units} sort={sort} baseName={baseName} onSort={onSort} />
          <MarketOverview
            {...market}
            byPrice={byPrice}
            filtersActive={inStock || maxDelivery !== undefined}
            myPrice={search.my_price}
            myUnit={myUnit}
            chosenUnit={search.my_unit}
            onMyPriceChange={onMyPriceChange}
          />
          <Fold
            title="Repricing assistant"
            summary="One suggested price from your floor, ceiling, undercut step and the sellers you ignore."
            load={loadAssistant}
          >
            <RepricingAssistant key={currencyOfferId} {...market} offerId={currencyOfferId} rows={prepared} current={current} />
          </Fold>
        </>
      )}
    </>
  )
}

/** The seller's price: the one typed in the price helper, else their offer's price on the marketplace. */
function currentPrice(
  typed: string | undefined,
  typedUnit: number,
  ownPrice: string | null,
  ownUnit: number | undefined,
): CurrentPrice | null {
  const parsed = typed ? parsePriceInput(typed) : null
  if (parsed?.ok) return { price: { amount: parsed.value, per: typedUnit }, source: 'helper' }
  const offer = ownPrice && ownUnit ? parsePriceInput(ownPrice) : null
  return offer?.ok && ownUnit ? { price: { amount: offer.value, per: ownUnit }, source: 'offer' } : null
}
