import { Link } from '@tanstack/react-router'

/** The way back to the list from an offer's pages. */
export function BackToOffers() {
  return (
    <p>
      <Link to="/account-offers">
        <span aria-hidden="true">← </span>Back to account offers
      </Link>
    </p>
  )
}
