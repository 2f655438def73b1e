import { NotFoundPage } from '../../../components/not-found-page'
import { useIdText } from '../../../lib/ids'

export function AccountOfferNotFound() {
  const accountOfferId = useIdText('accountOfferId')
  return (
    <NotFoundPage>
      <p>
        There is no account offer with the id “{accountOfferId}” in your seller account. It may have been deleted. Check
        the id, or open another offer by typing its id in Search above (Ctrl K).
      </p>
    </NotFoundPage>
  )
}
