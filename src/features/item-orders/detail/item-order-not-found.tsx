import { NotFoundPage } from '../../../components/not-found-page'

/** An id no item order of this seller has. */
export function ItemOrderNotFound() {
  return (
    <NotFoundPage>
      <p>There is no item order with this id, or it belongs to another seller.</p>
    </NotFoundPage>
  )
}
