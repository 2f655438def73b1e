import { useIdText } from '../../../lib/ids'
import { NotFoundPage } from '../../../components/not-found-page'

export function AccountOrderNotFound() {
  const accountOrderId = useIdText('accountOrderId')
  return (
    <NotFoundPage>
      <p>
        There is no account order with the id “{accountOrderId}” in your seller account. Check the id, or open another
        order by typing its id in Search above (Ctrl K).
      </p>
    </NotFoundPage>
  )
}
