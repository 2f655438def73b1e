import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { BackToOffers } from '../components/back-to-offers'
import { countUnreadable } from '../../../api/read/record'
import { ErrorState } from '../../../components/ui/error-state'
import { CardGrid, Page } from '../../../components/ui/layout'
import { PageLoading } from '../../../components/ui/page-loading'
import { Muted } from '../../../components/ui/text'
import { UnreadableNote } from '../../../components/ui/unreadable-value'
import { isApiError } from '../../../lib/api-error'
import { useRecentItem } from '../../../lib/recent-items'
import { giftCardOfferQueries } from '../queries'
import { OfferFacts } from './offer-facts'

/* After the first paint: the forms with their write checks. The offer's own fields paint with the page. */
const OfferActions = lazy(() => import('../forms').then((m) => ({ default: m.OfferActions })))
/** Shown when the offer is gone on a later read (a first visit's 404 is the route's not-found screen). */
const GiftCardOfferNotFound = lazy(() => import('./gift-card-offer-not-found').then((m) => ({ default: m.GiftCardOfferNotFound })))

/**
 * One of the seller's gift card offers: its card, price and stock, and what the seller can do with it.
 */
export function GiftCardOfferPage({ giftCardOfferId }: { giftCardOfferId: number }) {
  const query = useQuery(giftCardOfferQueries.detail(giftCardOfferId))
  const offer = query.data
  const title = offer?.gift_card?.title ?? null
  useRecentItem('gift-card-offer', giftCardOfferId, offer !== undefined, title ?? undefined)

  if (!offer) {
    if (query.isError && isApiError(query.error) && query.error.status === 404) {
      return (
        <Suspense fallback={<PageLoading label="Loading…" />}>
          <GiftCardOfferNotFound />
        </Suspense>
      )
    }
    return (
      <Page aria-labelledby="gift-card-offer-title">
        <h1 id="gift-card-offer-title">Gift card offer {giftCardOfferId}</h1>
        {query.isError ? (
          <ErrorState error={query.error} title="Could not load the offer" onRetry={() => void query.refetch()} />
        ) : (
          <PageLoading label="Loading the offer…" />
        )}
      </Page>
    )
  }

  return (
    <Page aria-labelledby="gift-card-offer-title">
      <BackToOffers />
      <h1 id="gift-card-offer-title">{title ?? `Gift card offer ${offer.id}`}</h1>
      <UnreadableNote fields={countUnreadable([offer]) + countUnreadable(offer.gift_card ? [offer.gift_card] : [])} />
      <CardGrid>
        <OfferFacts offer={offer} />
        <Suspense fallback={<Muted as="p">Loading…</Muted>}>
          <OfferActions offer={offer} title={title ?? `Gift card offer ${offer.id}`} />
        </Suspense>
      </CardGrid>
    </Page>
  )
}
