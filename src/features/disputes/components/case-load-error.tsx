import { isApiError } from '../../../lib/api-error'
import { isNotAvailable } from '../../../lib/not-available'
import { ErrorState } from '../../../components/ui/error-state'

interface CaseLoadErrorProps {
  disputeCaseId: number
  error: unknown
  onRetry: () => void
}

/**
 * A case that could not be read. A 404 is either no such case or a server without the endpoint: the
 * page cannot tell which, so it says both.
 */
export function CaseLoadError({ disputeCaseId, error, onRetry }: CaseLoadErrorProps) {
  if (isApiError(error) && error.status === 404) {
    return (
      <div role="alert">
        <h2>Case not found</h2>
        <p>
          There is no dispute case {disputeCaseId} in your seller account, or this server does not let the dashboard
          read dispute cases. Open the disputed order to see and accept its dispute.
        </p>
      </div>
    )
  }
  if (isNotAvailable(error)) {
    return (
      <div role="alert">
        <h2>Not available on this server</h2>
        <p>This server does not let the dashboard read dispute cases. Open the disputed order to accept its dispute.</p>
      </div>
    )
  }
  return <ErrorState error={error} title="Could not load the dispute case" onRetry={onRetry} />
}
