import { NotFoundPage } from '../../../components/not-found-page'

/** An id no currency order of this seller has. */
export function CurrencyOrderNotFound() {
  return (
    <NotFoundPage>
      <p>There is no currency order with this id, or it belongs to another seller.</p>
    </NotFoundPage>
  )
}
