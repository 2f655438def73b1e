import { isApiError } from '../../lib/api-error'
import { describeError } from '../../lib/error-message'
import { formatWriteTime } from '../../lib/guarded-write'
import { Alert } from './alert'
import { RequestId } from './request-id'

/**
 * Why a write to an offer or an order was refused, in the server's words. A 429 (the server's, or the app's own
 * count of the documented limit) says when the record can change again; nothing is sent again on its own.
 */
export function refusalText(error: unknown, what = 'The offer'): { title: string; message: string; requestId: string | null } {
  const { title, detail, requestId } = describeError(error)
  if (isApiError(error) && error.status === 429) {
    if (error.kind === 'invalid_request') return { title: 'Not sent', message: error.message, requestId }
    const seconds = error.retryAfterSeconds ?? 60
    const when = formatWriteTime(Date.now() + seconds * 1000)
    return {
      title: 'Too many changes',
      message: `The marketplace refused: “${error.message}”. ${what} can change again at ${when} (in ${seconds} s). Nothing is sent again on its own.`,
      requestId,
    }
  }
  return { title, message: /[.!?…”]$/.test(detail) ? detail : `${detail}.`, requestId }
}

export function WriteRefusal({ error, heading, what }: { error: unknown; heading: string; what?: string }) {
  const { title, message, requestId } = refusalText(error, what)
  return (
    <Alert tone="error" role="alert" title={heading}>
      <p>
        {title}: {message}
      </p>
      <RequestId id={requestId} />
    </Alert>
  )
}
