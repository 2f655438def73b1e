import { Page } from '../../../components/ui/layout'
import { BackToOffers } from '../components/back-to-offers'
import { NewOfferForm } from './new-offer-form'

/** A new gift card offer: the catalog's card, region and face value, the price and the first keys. */
export function NewOfferPage() {
  return (
    <Page aria-labelledby="new-gift-card-offer-title">
      <BackToOffers />
      <h1 id="new-gift-card-offer-title">New gift card offer</h1>
      <NewOfferForm />
    </Page>
  )
}
