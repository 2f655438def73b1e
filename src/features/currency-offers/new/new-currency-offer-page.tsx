import { Link } from '@tanstack/react-router'
import { Page } from '../../../components/ui/layout'

/** A new currency offer from its game's template. */
export function NewCurrencyOfferPage() {
  return (
    <Page aria-labelledby="new-currency-offer-title">
      <p>
        <Link to="/currency-offers">
          <span aria-hidden="true">← </span>Back to currency offers
        </Link>
      </p>
      <h1 id="new-currency-offer-title">New currency offer</h1>
    </Page>
  )
}
