import { useIdText } from '../../../lib/ids'
import { NotFoundPage } from '../../../components/not-found-page'

/** An unknown currency offer id: say so, and offer the way back (the search in the header opens another). */
export function OtherOffersNotFound() {
  return (
    <NotFoundPage>
      <p>
        There is no currency offer with the id “{useIdText('currencyOfferId')}”, or it is not one of yours. Check the id
        and type it again in Search above (Ctrl K).
      </p>
    </NotFoundPage>
  )
}
