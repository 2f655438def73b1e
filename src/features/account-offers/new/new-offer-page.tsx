import { Link } from '@tanstack/react-router'
import { Page } from '../../../components/ui/layout'
import { NewOfferScreen } from './new-offer-screen'

/** A new account offer: choose a game, then fill in the form its template draws. */
export function NewOfferPage() {
  return (
    <Page aria-labelledby="new-offer-title">
      <p>
        <Link to="/account-offers">
          <span aria-hidden="true">← </span>Back to account offers
        </Link>
      </p>
      <h1 id="new-offer-title">New account offer</h1>
      <NewOfferScreen />
    </Page>
  )
}
