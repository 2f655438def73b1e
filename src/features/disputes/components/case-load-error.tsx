import { isApiError } from '../../../lib/api-error'
import { isNotAvailable } from '../../../lib/not-available'
import type { ReactNode } from 'react'
import { Alert } from '../../../components/ui/alert'
import { ErrorState } from '../../../components/ui/error-state'

interface CaseLoadErrorProps {
  disputeCaseId: number
  error: unknown
  onRetry: () => void
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert tone="warning" role="alert">
      <h2>{title}</h2>
      <p>{children}</p>
    </Alert>
  )
}

/**
 * A case that could not be read. A 404 is either no such case or a server without the endpoint: the
 * page cannot tell which, so it says both.
 */
export function CaseLoadError({ disputeCaseId, error, onRetry }: CaseLoadErrorProps) {
  if (isApiError(error) && error.status === 404) {
    return (
      <Notice title="Case not found">
        There is no dispute case {disputeCaseId} in your seller account, or this server does not let the dashboard read
        dispute cases. Open the disputed order to see and accept its dispute.
      </Notice>
    )
  }
  if (isNotAvailable(error)) {
    return (
      <Notice title="Not available on this server">
        This server does not let the dashboard read dispute cases. Open the disputed order to accept its dispute.
      </Notice>
    )
  }
  return <ErrorState error={error} title="Could not load the dispute case" onRetry={onRetry} />
}
