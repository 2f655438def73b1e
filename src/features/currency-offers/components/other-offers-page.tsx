import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo } from 'react'
import { countUnreadable } from '../../../api/read/record'
import { getRouteApi } from '@tanstack/react-router'
import { ErrorState } from '../../../components/ui/error-state'
import { useRecentItem } from '../../../lib/recent-items'
import { PageLoading } from '../../../components/ui/page-loading'
import { Muted } from '../../../components/ui/text'
import { UnreadableNote } from '../../../components/ui/unreadable-value'
import { splitRankable } from '../rankable'
import { currencyOfferQueries } from '../queries'
import { FreshnessBar } from './freshness-bar'
import { NoCompetitors } from './no-competitors'
import { OffersView } from './offers-view'
import styles from './other-offers.module.css'
import { OwnOfferStanding } from './own-offer-standing'
import { Page } from '../../../components/ui/layout'

/*
 * What only an anomaly shows loads when it does: offers whose price could not be read (below the ranked table), and a
 * refresh that failed (after the first paint, by definition).
 */
const UnrankedOffers = lazy(() => import('./unranked-offers').then((m) => ({ default: m.UnrankedOffers })))
const RefreshError = lazy(() => import('./refresh-error').then((m) => ({ default: m.RefreshError })))

const route = getRouteApi('/_app/currency-offers/$currencyOfferId/other-offers')

/** Competing offers for one of the seller's currency offers: where the seller stands, and what price wins. */
export function OtherOffersPage() {
  const { currencyOfferId } = route.useParams()
  const query = useQuery(currencyOfferQueries.otherOffers(currencyOfferId))
  const { data, error, isFetching, dataUpdatedAt, refetch } = query
  useRecentItem('competing-offers', currencyOfferId, data !== undefined)
  const split = useMemo(() => (data ? splitRankable(data.records) : null), [data])

  return (
    <Page aria-labelledby="offers-title">
      <header className={styles.header}>
        <div>
          <h1 id="offers-title">Competing offers for your offer {currencyOfferId}</h1>
          <Muted as="p" className={styles.lead}>
            Other sellers’ offers for the same currency: where your price stands, and what price wins.
          </Muted>
        </div>
        {data ? (
          <FreshnessBar updatedAt={dataUpdatedAt} isFetching={isFetching} onRefresh={() => void refetch()} />
        ) : null}
      </header>
      {data && error ? (
        <Suspense fallback={null}>
          <RefreshError error={error} updatedAt={dataUpdatedAt} onRetry={() => void refetch()} />
        </Suspense>
      ) : null}
      {data ? <UnreadableNote fields={countUnreadable(data.records)} leftOut={data.leftOut} /> : null}
      <OwnOfferStanding currencyOfferId={currencyOfferId} competitors={split?.rankable ?? null} />
      {split ? (
        split.rankable.length === 0 && split.unranked.length === 0 ? (
          <NoCompetitors />
        ) : (
          <>
            {split.rankable.length > 0 ? <OffersView offers={split.rankable} /> : null}
            {split.unranked.length > 0 ? (
              <Suspense fallback={null}>
                <UnrankedOffers offers={split.unranked} />
              </Suspense>
            ) : null}
          </>
        )
      ) : error ? (
        <ErrorState title="Could not load the competing offers" error={error} onRetry={() => void refetch()} />
      ) : (
        <PageLoading label="Loading competing offers…" />
      )}
    </Page>
  )
}
