import { isApiError } from './api-error'

/** What the dashboard says where a server lacks an endpoint the live service has. */
export const NOT_AVAILABLE_TEXT = 'Not available on this server'

// 404 from a server that has no such route, 405 where the path exists for other methods, 501 from a proxy
// or framework that knows the method but not the operation.
const NOT_AVAILABLE_STATUSES = new Set([404, 405, 501])

/** Whether a failed request says the server lacks the endpoint (rather than that the call went wrong). */
export function isNotAvailable(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && NOT_AVAILABLE_STATUSES.has(error.status)
}
