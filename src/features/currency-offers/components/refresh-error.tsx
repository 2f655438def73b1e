import { RequestId } from '../../../components/ui/request-id'
import { describeError } from '../../../lib/error-message'
import { formatDateTime } from '../../../lib/format'

interface RefreshErrorProps {
  error: unknown
  /** When the offers on screen were loaded (milliseconds). */
  updatedAt: number
  onRetry: () => void
}

/** A failed refresh keeps the offers on screen and says how old they are. */
export function RefreshError({ error, updatedAt, onRetry }: RefreshErrorProps) {
  const description = describeError(error)
  return (
    <div className="alert alert--warning offers-refresh-error" role="alert">
      <p>
        <strong>Could not refresh the offers.</strong> {description.detail} The list below is from{' '}
        {formatDateTime(Math.floor(updatedAt / 1000))}.
      </p>
      <RequestId id={description.requestId} />
      {description.retryable ? (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  )
}
