import { useQuery } from '@tanstack/react-query'
import { BackToOffers } from '../components/back-to-offers'
import { countUnreadable } from '../../../api/read/record'
import { ErrorState } from '../../../components/ui/error-state'
import { CardGrid, Page } from '../../../components/ui/layout'
import { PageLoading } from '../../../components/ui/page-loading'
import { UnreadableNote } from '../../../components/ui/unreadable-value'
import { isApiError } from '../../../lib/api-error'
import { useRecentItem } from '../../../lib/recent-items'
import { giftCardOfferQueries } from '../queries'
import { GiftCardOfferNotFound } from './gift-card-offer-not-found'
import { OfferActions } from './offer-actions'
import { OfferFacts } from './offer-facts'


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
      return <GiftCardOfferNotFound />
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
        <OfferActions offer={offer} title={title ?? `Gift card offer ${offer.id}`} />
      </CardGrid>
    </Page>
  )
}
