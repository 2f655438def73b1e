import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { countUnreadable } from '../../../api/read/record'
import { ErrorState } from '../../../components/ui/error-state'
import { CardGrid, Cluster, Page } from '../../../components/ui/layout'
import { PageLoading } from '../../../components/ui/page-loading'
import { StatusBadge } from '../../../components/ui/status-badge'
import { UnreadableNote } from '../../../components/ui/unreadable-value'
import { isApiError } from '../../../lib/api-error'
import { useRecentItem } from '../../../lib/recent-items'
import { OtherOffersNotFound } from '../components/other-offers-not-found'
import { OwnOfferStanding } from '../components/own-offer-standing'
import styles from '../components/other-offers.module.css'
import { currencyOfferQueries } from '../queries'
import { splitRankable } from '../rankable'
import { OfferEditForm } from './offer-edit-form'
import { OfferFacts } from './offer-facts'
import { OfferStatusActions } from './offer-status-actions'

/** One of the seller's currency offers: its fields, where its price stands, and the changes the seller can make. */
export function OfferPage({ currencyOfferId }: { currencyOfferId: number }) {
  const query = useQuery(currencyOfferQueries.own(currencyOfferId))
  const competitors = useQuery(currencyOfferQueries.otherOffers(currencyOfferId))
  const offer = query.data
  useRecentItem('currency-offer', currencyOfferId, offer !== undefined, offer?.title ?? undefined)
  const rankable = useMemo(() => (competitors.data ? splitRankable(competitors.data.records).rankable : null), [competitors.data])

  if (!offer) {
    if (query.isError && isApiError(query.error) && query.error.status === 404) return <OtherOffersNotFound />
    return (
      <Page aria-labelledby="offer-title">
        <h1 id="offer-title">Currency offer {currencyOfferId}</h1>
        {query.isError ? (
          <ErrorState error={query.error} title="Could not load the offer" onRetry={() => void query.refetch()} />
        ) : (
          <PageLoading label="Loading the offer…" />
        )}
      </Page>
    )
  }

  return (
    <Page aria-labelledby="offer-title">
      <p>
        <Link to="/currency-offers">
          <span aria-hidden="true">← </span>Back to currency offers
        </Link>
      </p>
      <header className={styles.header}>
        <h1 id="offer-title">{offer.title ?? `Currency offer ${offer.id}`}</h1>
        <StatusBadge status={offer.status} />
      </header>
      <UnreadableNote fields={countUnreadable([offer])} />
      <nav aria-label="About this offer">
        <Cluster>
          <li>
            <Link to="/currency-offers/$currencyOfferId/other-offers" params={{ currencyOfferId: offer.id }}>
              Competing offers
            </Link>
          </li>
          <li>
            <Link to="/currency-offers/$currencyOfferId/orders" params={{ currencyOfferId: offer.id }}>
              Orders of this offer
            </Link>
          </li>
        </Cluster>
      </nav>
      <CardGrid>
        <OfferFacts offer={offer} />
        <OwnOfferStanding currencyOfferId={offer.id} competitors={rankable} />
      </CardGrid>
      <CardGrid>
        <OfferEditForm key={offer.id} offer={offer} />
        <OfferStatusActions offer={offer} />
      </CardGrid>
    </Page>
  )
}
