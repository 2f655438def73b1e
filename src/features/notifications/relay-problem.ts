import { RelayError } from '../../api/relay'
import { RELAY_URL } from '../../api/relay-key'

/** A failure of the relay in words for the seller. */
export function relayProblem(error: unknown): string {
  if (error instanceof RelayError) {
    if (error.status === 401) return 'The relay did not accept the access key. Check it against the relay’s RELAY_ACCESS_KEY and connect again.'
    if (error.kind === 'network') return `The relay could not be reached at ${RELAY_URL}. Check that it is running.`
    return error.status ? `${error.message} (HTTP ${error.status})` : error.message
  }
  return error instanceof Error && error.message ? error.message : 'Something went wrong.'
}
