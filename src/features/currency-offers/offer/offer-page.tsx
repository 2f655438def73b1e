import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { countUnreadable } from '../../../api/read/record'
import { EditOfferCard } from '../../../components/offer/edit-offer-card'
import { OFFER_TITLE_ID, OfferHeader, OfferNotLoaded } from '../../../components/offer/offer-page-frame'
import { CardGrid, Page } from '../../../components/ui/layout'
import { SectionCard } from '../../../components/ui/section-card'
import { Muted } from '../../../components/ui/text'
import { isApiError } from '../../../lib/api-error'
import { useRecentItem } from '../../../lib/recent-items'
import { currencyOfferQueries } from '../queries'
import { OfferFacts } from './offer-facts'
import { OfferStanding } from './offer-standing'
import { OtherOffersNotFound } from '../components/other-offers-not-found'
import { OfferStatusActions } from './offer-status-actions'

// The edit form loads when the seller asks for it.
const OfferEditForm = lazy(() => import('./offer-edit-form').then((m) => ({ default: m.OfferEditForm })))

/** One of the seller's currency offers: its fields, where its price stands, and the changes the seller can make. */
export function OfferPage({ currencyOfferId }: { currencyOfferId: number }) {
  const query = useQuery(currencyOfferQueries.own(currencyOfferId))
  const offer = query.data
  useRecentItem('currency-offer', currencyOfferId, offer !== undefined, offer?.title ?? undefined)

  if (!offer) {
    // Gone on a later read: a first visit's 404 is the route's not-found screen, the same one.
    if (query.isError && isApiError(query.error) && query.error.status === 404) return <OtherOffersNotFound />
    return (
      <OfferNotLoaded title={`Currency offer ${currencyOfferId}`} error={query.error} onRetry={() => void query.refetch()} />
    )
  }

  const loading = <Muted as="p">Loading…</Muted>
  return (
    <Page aria-labelledby={OFFER_TITLE_ID}>
      <OfferHeader
        back={{ link: { to: '/currency-offers' }, label: 'Back to currency offers' }}
        title={offer.title ?? `Currency offer ${offer.id}`}
        status={offer.status}
        unreadable={countUnreadable([offer])}
        links={[
          { link: { to: '/currency-offers/$currencyOfferId/other-offers', params: { currencyOfferId: offer.id } }, label: 'Competing offers' },
          { link: { to: '/currency-offers/$currencyOfferId/orders', params: { currencyOfferId: offer.id } }, label: 'Orders of this offer' },
        ]}
      />
      <CardGrid>
        <OfferFacts offer={offer} />
        <SectionCard title="Your offer now">
          <Suspense fallback={loading}>
            <OfferStanding currencyOfferId={offer.id} />
          </Suspense>
        </SectionCard>
      </CardGrid>
      <Suspense fallback={loading}>
        <CardGrid>
          <EditOfferCard changes="Price, stock and minimum quantity.">
            <OfferEditForm key={offer.id} offer={offer} />
          </EditOfferCard>
          <OfferStatusActions offer={offer} />
        </CardGrid>
      </Suspense>
    </Page>
  )
}
