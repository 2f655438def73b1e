import { useQuery } from '@tanstack/react-query'
import { lazy } from 'react'
import { countUnreadable } from '../../../api/read/record'
import { EditOfferCard } from '../../../components/offer/edit-offer-card'
import { OFFER_TITLE_ID, OfferHeader, OfferNotLoaded } from '../../../components/offer/offer-page-frame'
import { CardGrid, Page } from '../../../components/ui/layout'
import { isApiError } from '../../../lib/api-error'
import { useRecentItem } from '../../../lib/recent-items'
import { ItemOfferNotFound } from '../components/item-offer-not-found'
import { itemOfferQueries } from '../queries'
import { ItemOfferFacts } from './item-offer-facts'
import { ItemOfferStatusActions } from './item-offer-status-actions'

// The edit form, with the form library and the game's template, loads when the seller asks for it.
const ItemOfferEditForm = lazy(() => import('./item-offer-edit-form').then((m) => ({ default: m.ItemOfferEditForm })))

/** One of the seller's item offers: its fields, the changes the seller can make, and its orders. */
export function ItemOfferPage({ itemOfferId }: { itemOfferId: number }) {
  const query = useQuery(itemOfferQueries.detail(itemOfferId))
  const offer = query.data
  useRecentItem('item-offer', itemOfferId, offer !== undefined, offer?.title ?? undefined)

  if (!offer) {
    if (query.isError && isApiError(query.error) && query.error.status === 404) return <ItemOfferNotFound />
    return <OfferNotLoaded title={`Item offer ${itemOfferId}`} error={query.error} onRetry={() => void query.refetch()} />
  }

  return (
    <Page aria-labelledby={OFFER_TITLE_ID}>
      <OfferHeader
        back={{ link: { to: '/item-offers' }, label: 'Back to item offers' }}
        title={offer.title ?? `Item offer ${offer.id}`}
        status={offer.status}
        unreadable={countUnreadable([offer])}
        links={[{ link: { to: '/item-offers/$itemOfferId/orders', params: { itemOfferId: offer.id } }, label: 'Orders of this offer' }]}
      />
      <CardGrid>
        <ItemOfferFacts offer={offer} />
        <ItemOfferStatusActions offer={offer} />
      </CardGrid>
      <EditOfferCard changes="Title, description, price, stock, minimum order, delivery and the game’s item details.">
        <ItemOfferEditForm key={offer.id} offer={offer} />
      </EditOfferCard>
    </Page>
  )
}
