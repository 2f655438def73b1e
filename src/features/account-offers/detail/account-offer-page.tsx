import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { countUnreadable } from '../../../api/read/record'
import { RecordFallback } from '../../../components/ui/record-fallback'
import { CardGrid, Cluster, Page } from '../../../components/ui/layout'
import { StatusBadge } from '../../../components/ui/status-badge'
import { Muted } from '../../../components/ui/text'
import { UnreadableNote } from '../../../components/ui/unreadable-value'
import { isApiError } from '../../../lib/api-error'
import { useRecentItem } from '../../../lib/recent-items'
import { accountOfferQueries } from '../queries'
import { OfferFacts, SoldOrders } from './offer-facts'
import { AccountOfferNotFound } from './account-offer-not-found'

// The forms and the inventory, with their write checks, after the first paint: the offer's fields paint first.
const OfferActions = lazy(() => import('./offer-actions').then((m) => ({ default: m.OfferActions })))
const OfferEditForm = lazy(() => import('./offer-edit-form').then((m) => ({ default: m.OfferEditForm })))
const CredentialsInventory = lazy(() => import('../credentials/credentials-inventory').then((m) => ({ default: m.CredentialsInventory })))

/** One of the seller's account offers: its fields, the orders it sold, its listing, its edit form and its inventory. */
export function AccountOfferPage({ accountOfferId }: { accountOfferId: number }) {
  const query = useQuery(accountOfferQueries.detail(accountOfferId))
  const offer = query.data
  useRecentItem('account-offer', accountOfferId, offer !== undefined, offer?.title ?? undefined)

  if (!offer) {
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

  const loading = <Muted as="p">Loading…</Muted>
  return (
    <Page aria-labelledby="offer-title">
      <p>
        <Link to="/account-offers">
          <span aria-hidden="true">← </span>Back to account offers
        </Link>
      </p>
      <Cluster as="div" spread>
        <h1 id="offer-title">{offer.title ?? `Account offer ${offer.id}`}</h1>
        <StatusBadge status={offer.status} />
      </Cluster>
      <UnreadableNote fields={countUnreadable([offer])} />
      <CardGrid>
        <OfferFacts offer={offer} />
        <SoldOrders offer={offer} />
      </CardGrid>
      <Suspense fallback={loading}>
        <CardGrid>
          <OfferActions offer={offer} />
          <OfferEditForm key={offer.id} offer={offer} />
        </CardGrid>
        <CredentialsInventory offerId={offer.id} />
      </Suspense>
    </Page>
  )
}
