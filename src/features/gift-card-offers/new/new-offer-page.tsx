import { lazy, Suspense } from 'react'
import { Page } from '../../../components/ui/layout'
import { PageLoading } from '../../../components/ui/page-loading'
import { BackToOffers } from '../components/back-to-offers'

const NewOfferForm = lazy(() => import('../forms').then((m) => ({ default: m.NewOfferForm })))

/** A new gift card offer: its form loads with the offer page's forms, in one part. */
export function NewOfferPage() {
  return (
    <Page aria-labelledby="new-gift-card-offer-title">
      <BackToOffers />
      <h1 id="new-gift-card-offer-title">New gift card offer</h1>
      <Suspense fallback={<PageLoading label="Loading the form…" />}>
        <NewOfferForm />
      </Suspense>
    </Page>
  )
}
