import { getRouteApi } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { EmptyState } from '../../../components/ui/empty-state'
import type { RankableOffer } from '../rankable'
import { byNormalisedPrice, filterOffers, prepareOffers, sortOffers } from '../offers'
import { parsePriceInput } from '../price-helper'
import { RepricingAssistant } from '../repricing/repricing-assistant'
import type { OffersSort, OtherOffersSearch } from '../search'
import { baseUnitName, quotedUnits } from '../units'
import { MarketOverview } from './market-overview'
import { OffersFilters } from './offers-filters'
import { OffersTable } from './offers-table'

const route = getRouteApi('/_app/currency-offers/$currencyOfferId/other-offers')

/** The loaded offers: filters, the market at a glance with the price helper, and the table. */
export function OffersView({ offers }: { offers: readonly RankableOffer[] }) {
  const search = route.useSearch()
  const { currencyOfferId } = route.useParams()
  const navigate = route.useNavigate()
  const { sort, in_stock: inStock, max_delivery: maxDelivery } = search

  // Prices are parsed once per response; filters and sorting reuse them.
  const prepared = useMemo(() => prepareOffers(offers), [offers])
  const baseName = useMemo(() => baseUnitName(offers), [offers])
  const units = useMemo(() => quotedUnits(offers), [offers])
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
    (my_price: string | undefined, my_unit: number) => setSearch({ my_price, my_unit }, true),
    [setSearch],
  )
  const typed = search.my_price ? parsePriceInput(search.my_price) : null
  // What the market overview and the repricing assistant both count with.
  const market = { baseName, units, myUnit: search.my_unit }

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
          <MarketOverview
            {...market}
            byPrice={byPrice}
            filtersActive={inStock || maxDelivery !== undefined}
            myPrice={search.my_price}
            onMyPriceChange={onMyPriceChange}
          />
          <RepricingAssistant
            key={currencyOfferId}
            {...market}
            offerId={currencyOfferId}
            rows={prepared}
            current={typed?.ok ? typed.value : null}
          />
          <OffersTable rows={sorted} units={units} sort={sort} baseName={baseName} onSort={onSort} />
        </>
      )}
    </>
  )
}
