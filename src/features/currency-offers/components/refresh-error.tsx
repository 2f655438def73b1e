import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { RequestId } from '../../../components/ui/request-id'
import { describeError } from '../../../lib/error-message'
import { formatDateTime } from '../../../lib/format'
import styles from './other-offers.module.css'

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
    <Alert tone="warning" role="alert">
      <p>
        <strong>Could not refresh the offers.</strong> {description.detail} The list below is from{' '}
        {formatDateTime(Math.floor(updatedAt / 1000))}.
      </p>
      <RequestId id={description.requestId} />
      {description.retryable ? (
        <Button size="sm" className={styles.retry} onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  )
}
