import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { ErrorState } from '../../../components/ui/error-state'
import { useRecentItem } from '../../../lib/recent-items'
import { PageLoading } from '../../../components/ui/page-loading'
import { currencyOfferQueries } from '../queries'
import '../currency-offers.css'
import { FreshnessBar } from './freshness-bar'
import { NoCompetitors } from './no-competitors'
import { OffersView } from './offers-view'
import { RefreshError } from './refresh-error'

const route = getRouteApi('/_app/currency-offers/$currencyOfferId/other-offers')

/** Competing offers for one of the seller's currency offers: where the seller stands, and what price wins. */
export function OtherOffersPage() {
  const { currencyOfferId } = route.useParams()
  const query = useQuery(currencyOfferQueries.otherOffers(currencyOfferId))
  const { data, error, isFetching, dataUpdatedAt, refetch } = query
  useRecentItem('competing-offers', currencyOfferId, data !== undefined)

  return (
    <section className="page offers-page" aria-labelledby="offers-title">
      <header className="offers-page__header">
        <div>
          <h1 id="offers-title">Competing offers for your offer {currencyOfferId}</h1>
          <p className="muted offers-page__lead">
            Other sellers’ offers for the same currency: where your price stands, and what price wins.
          </p>
        </div>
        {data ? (
          <FreshnessBar updatedAt={dataUpdatedAt} isFetching={isFetching} onRefresh={() => void refetch()} />
        ) : null}
      </header>
      {data && error ? <RefreshError error={error} updatedAt={dataUpdatedAt} onRetry={() => void refetch()} /> : null}
      {data ? (
        data.length === 0 ? (
          <NoCompetitors />
        ) : (
          <OffersView offers={data} />
        )
      ) : error ? (
        <ErrorState title="Could not load the competing offers" error={error} onRetry={() => void refetch()} />
      ) : (
        <PageLoading label="Loading competing offers…" />
      )}
    </section>
  )
}
