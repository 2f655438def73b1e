import { Link } from '@tanstack/react-router'
import { Page } from '../../../components/ui/layout'

/** An id the API does not have (or another seller's offer). */
export function ItemOfferNotFound() {
  return (
    <Page aria-labelledby="item-offer-not-found-title">
      <h1 id="item-offer-not-found-title">Item offer not found</h1>
      <p>There is no item offer with this id, or it belongs to another seller.</p>
      <p>
        <Link to="/item-offers">Back to item offers</Link>
      </p>
    </Page>
  )
}
