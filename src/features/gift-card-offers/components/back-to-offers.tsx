import { Link } from '@tanstack/react-router'

/** The way back from an offer's pages to the list of offers. */
export function BackToOffers() {
  return (
    <p>
      <Link to="/gift-card-offers">
        <span aria-hidden="true">← </span>Back to gift card offers
      </Link>
    </p>
  )
}
