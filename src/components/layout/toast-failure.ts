import { isApiError } from '../../lib/api-error'
import { describeError } from '../../lib/error-message'
import { toast } from '../ui/toast-store'

/**
 * A toast for an action that failed: the kind of failure and the API's request id (the screen shows the
 * server's full message beside the form). Not for a 401 (the sign-in page says it; behind a key-holding proxy
 * there is no sign-in page, so the toast says it) nor a cancelled request.
 */
export function toastFailure(title: string, error: unknown): void {
  if (isApiError(error) && ((error.kind === 'http' && error.status === 401 && !error.viaProxy) || error.aborted)) return
  const { title: kind, requestId } = describeError(error)
  toast.error(title, { details: kind, requestId: requestId ?? undefined })
}
