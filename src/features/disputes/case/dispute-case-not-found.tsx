import { useIdText } from '../../../lib/ids'
import { NotFoundPage } from '../../../components/not-found-page'

export function DisputeCaseNotFound() {
  return (
    <NotFoundPage>
      <p>“{useIdText('disputeId')}” is not the id of a dispute case.</p>
    </NotFoundPage>
  )
}
