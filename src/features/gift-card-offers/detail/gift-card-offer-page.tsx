import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, useState } from 'react'
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
import type { AddedKey } from './added-keys'
import { OfferFacts } from './offer-facts'

/* After the first paint: the forms with their write checks. The offer's own fields paint with the page. */
const PriceForm = lazy(() => import('./price-form').then((m) => ({ default: m.PriceForm })))
const AddKeys = lazy(() => import('./add-keys').then((m) => ({ default: m.AddKeys })))
const AddedKeys = lazy(() => import('./added-keys').then((m) => ({ default: m.AddedKeys })))
const DeleteOffer = lazy(() => import('./delete-offer').then((m) => ({ default: m.DeleteOffer })))
/** Shown when the offer is gone on a later read (a first visit's 404 is the route's not-found screen). */
const GiftCardOfferNotFound = lazy(() => import('./gift-card-offer-not-found').then((m) => ({ default: m.GiftCardOfferNotFound })))

/**
 * One of the seller's gift card offers: its card, price and stock; the price to change, keys to add, the keys just
 * added (held by this page only, for as long as it is open), and deletion.
 */
export function GiftCardOfferPage({ giftCardOfferId }: { giftCardOfferId: number }) {
  const query = useQuery(giftCardOfferQueries.detail(giftCardOfferId))
  const offer = query.data
  // Keys are secrets: they live in this page's state only, never in the query cache or the browser's storage.
  const [added, setAdded] = useState<AddedKey[]>([])
  const addedTexts = useMemo(() => added.flatMap(({ key }) => (key === null ? [] : [key])), [added])
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

  const loading = <Muted as="p">Loading…</Muted>
  return (
    <Page aria-labelledby="gift-card-offer-title">
      <BackToOffers />
      <h1 id="gift-card-offer-title">{title ?? `Gift card offer ${offer.id}`}</h1>
      <UnreadableNote fields={countUnreadable([offer]) + countUnreadable(offer.gift_card ? [offer.gift_card] : [])} />
      <CardGrid>
        <OfferFacts offer={offer} />
        <Suspense fallback={loading}>
          <PriceForm offer={offer} />
        </Suspense>
        <Suspense fallback={loading}>
          <AddKeys offer={offer} added={addedTexts} onAdded={(keys) => setAdded((previous) => [...keys, ...previous])} />
        </Suspense>
        {added.length > 0 ? (
          <Suspense fallback={loading}>
            <AddedKeys offerId={offer.id} keys={added} onChange={setAdded} />
          </Suspense>
        ) : null}
        <Suspense fallback={loading}>
          <DeleteOffer offerId={offer.id} title={title ?? `Gift card offer ${offer.id}`} />
        </Suspense>
      </CardGrid>
    </Page>
  )
}
