import { useParams } from '@tanstack/react-router'
import { NotFoundPage } from '../../../components/not-found-page'

/** An unknown currency offer id: say so, and offer the way back (the id box stays in the navigation). */
export function OtherOffersNotFound() {
  const { currencyOfferId } = useParams({ strict: false })
  return (
    <NotFoundPage>
      <p>
        There is no currency offer with the id “{currencyOfferId ?? ''}”, or it is not one of yours. Check the id and
        enter it again in “Currency offer id” above.
      </p>
    </NotFoundPage>
  )
}
