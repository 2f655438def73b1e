import { useEffect, useState } from 'react'
import { describeError } from '../../lib/error-message'
import { Button } from './button'
import styles from './error-state.module.css'
import { RequestId } from './request-id'

interface ErrorStateProps {
  error: unknown
  /** Shown as a "Try again" button when retrying can help. */
  onRetry?: () => void
  /** A heading for the context: "Could not load the order". */
  title?: string
}

/**
 * A clear message for any failure, with a retry where retrying makes sense (429 waits first), or a reload
 * when a part of the app itself failed to download.
 */
export function ErrorState({ error, onRetry, title }: ErrorStateProps) {
  const description = describeError(error)
  const [wait, setWait] = useState(description.retryAfterSeconds ?? 0)

  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  return (
    <div className={styles.error} role="alert">
      <h2 className={styles.title}>{title ?? description.title}</h2>
      {title ? <p>{description.title}</p> : null}
      <p>{description.detail}</p>
      <RequestId id={description.requestId} />
      {description.needsReload ? (
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      ) : onRetry && description.retryable ? (
        <Button onClick={onRetry} disabled={wait > 0}>
          {wait > 0 ? `Try again in ${wait} s` : 'Try again'}
        </Button>
      ) : null}
    </div>
  )
}
