import { Link } from '@tanstack/react-router'
import { Page } from '../../../components/ui/layout'

export function GiftCardOrderNotFound() {
  return (
    <Page aria-labelledby="gco-not-found-title">
      <h1 id="gco-not-found-title">Gift card order not found</h1>
      <p>There is no gift card order with this id, or it belongs to another seller.</p>
      <p>
        <Link to="/gift-card-orders">Back to gift card orders</Link>
      </p>
    </Page>
  )
}
