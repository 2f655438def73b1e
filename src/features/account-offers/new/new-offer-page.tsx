import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { Page } from '../../../components/ui/layout'
import { PageLoading } from '../../../components/ui/page-loading'

const NewOfferScreen = lazy(() => import('../parts').then((m) => ({ default: m.NewOfferScreen })))

/** A new account offer: its heading at once; the game picker and the template's form with the offers' parts. */
export function NewOfferPage() {
  return (
    <Page aria-labelledby="new-offer-title">
      <p>
        <Link to="/account-offers">
          <span aria-hidden="true">← </span>Back to account offers
        </Link>
      </p>
      <h1 id="new-offer-title">New account offer</h1>
      <Suspense fallback={<PageLoading label="Loading the form…" />}>
        <NewOfferScreen />
      </Suspense>
    </Page>
  )
}
