import { NotFoundPage } from '../../../components/not-found-page'

/** An id no gift card offer of this seller has (or one just deleted). */
export function GiftCardOfferNotFound() {
  return (
    <NotFoundPage>
      <p>There is no gift card offer with this id, or it belongs to another seller.</p>
    </NotFoundPage>
  )
}
