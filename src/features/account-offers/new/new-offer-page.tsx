import { BackLink } from '../../../components/ui/back-link'
import { Page } from '../../../components/ui/layout'
import { NewOfferScreen } from './new-offer-screen'

/** A new account offer: choose a game, then fill in the form its template draws. */
export function NewOfferPage() {
  return (
    <Page aria-labelledby="new-offer-title">
      <BackLink link={{ to: '/account-offers' }} label="Back to account offers" />
      <h1 id="new-offer-title">New account offer</h1>
      <NewOfferScreen />
    </Page>
  )
}
