import { isApiError } from './api-error'

/** Statuses by which an older server says it has no such endpoint at all. */
const NOT_AVAILABLE_STATUSES = new Set([404, 405, 501])

/**
 * The endpoint does not exist on this server (an older version of the API): the screen that needs it says
 * "Not available on this server" instead of failing. For a list endpoint only: a 404 of one record means
 * that record is not there.
 */
export function isNotAvailable(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && NOT_AVAILABLE_STATUSES.has(error.status)
}
