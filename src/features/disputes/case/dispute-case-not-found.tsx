import { NotFoundPage } from '../../../components/not-found-page'

export function DisputeCaseNotFound({ disputeId }: { disputeId: string }) {
  return (
    <NotFoundPage>
      <p>“{disputeId}” is not the id of a dispute case.</p>
    </NotFoundPage>
  )
}
