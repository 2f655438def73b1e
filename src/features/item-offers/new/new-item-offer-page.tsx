import { Link } from '@tanstack/react-router'
import { Page } from '../../../components/ui/layout'

/** A new item offer from its game's template. */
export function NewItemOfferPage() {
  return (
    <Page aria-labelledby="new-item-offer-title">
      <p>
        <Link to="/item-offers">
          <span aria-hidden="true">← </span>Back to item offers
        </Link>
      </p>
      <h1 id="new-item-offer-title">New item offer</h1>
    </Page>
  )
}
