import { useQuery } from '@tanstack/react-query'
import { lazy } from 'react'
import { countUnreadable } from '../../../api/read/record'
import { RecordFallback } from '../../../components/ui/record-fallback'
import { EditOfferCard } from '../../../components/offer/edit-offer-card'
import { OFFER_TITLE_ID, OfferHeader } from '../../../components/offer/offer-page-frame'
import { CardGrid, Page } from '../../../components/ui/layout'
import { isApiError } from '../../../lib/api-error'
import { useRecentItem } from '../../../lib/recent-items'
import { accountOfferQueries } from '../queries'
import { CredentialsInventory } from '../credentials/credentials-inventory'
import { OfferActions } from './offer-actions'
import { AccountOfferNotFound } from './account-offer-not-found'
import { OfferFacts, SoldOrders } from './offer-facts'

// The edit form and its form library load when the seller opens it: the page's first visit does without them.
const OfferEditForm = lazy(() => import('./offer-edit-form').then((m) => ({ default: m.OfferEditForm })))

/** One of the seller's account offers: its fields, the orders it sold, its listing, its edit form and its inventory. */
export function AccountOfferPage({ accountOfferId }: { accountOfferId: number }) {
  const query = useQuery(accountOfferQueries.detail(accountOfferId))
  const offer = query.data
  useRecentItem('account-offer', accountOfferId, offer !== undefined, offer?.title ?? undefined)

  if (!offer) {
    // Gone on a later read: a first visit's 404 is the route's not-found screen, the same one.
    if (query.isError && isApiError(query.error) && query.error.status === 404) return <AccountOfferNotFound />
    return (
      <RecordFallback
        title={`Account offer ${accountOfferId}`}
        what="the offer"
        error={query.isError ? query.error : null}
        onRetry={() => void query.refetch()}
      />
    )
  }

  return (
    <Page aria-labelledby={OFFER_TITLE_ID}>
      <OfferHeader
        back={{ link: { to: '/account-offers' }, label: 'Back to account offers' }}
        title={offer.title ?? `Account offer ${offer.id}`}
        status={offer.status}
        unreadable={countUnreadable([offer])}
      />
      <CardGrid>
        <OfferFacts offer={offer} />
        <SoldOrders offer={offer} />
      </CardGrid>
      <CardGrid>
        <OfferActions offer={offer} />
        <EditOfferCard changes="Title, description, price, delivery, images and the game’s account details.">
          <OfferEditForm key={offer.id} offer={offer} />
        </EditOfferCard>
      </CardGrid>
      <CredentialsInventory offerId={offer.id} />
    </Page>
  )
}
