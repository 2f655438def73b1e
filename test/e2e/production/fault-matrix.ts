import type { Fault } from '../../server/scenarios'
import { TIMEOUT_SECONDS } from './fixtures'

/** One fault of the matrix, and what the seller must be told about it. */
export interface FaultRow {
  name: string
  fault: Fault
  /** The kind of failure, as the page names it. */
  kind: string | RegExp
  /** The words that say what happened. */
  detail: string | RegExp
  /** A request id the page shows so the seller can quote it to support. */
  requestId?: string
  /** Whether the page offers "Try again". */
  retry: boolean
  /** Requests a load makes before it shows the failure: 3 where it retries on its own. */
  attempts?: number
}

const json = (status: number, body?: unknown, headers?: Record<string, string>): Fault => ({
  kind: 'status',
  status,
  body,
  headers,
})

/**
 * Every failure but 401 (which signs out) and 404 (a not-found page): the same rows serve every screen.
 * Some carry the server's message, as the live API sends one; others come bare, as from a proxy.
 */
export const FAULTS: FaultRow[] = [
  {
    name: '400',
    fault: json(400, { message: 'The request could not be understood.' }),
    kind: 'Request failed (400)',
    detail: 'The request could not be understood.',
    retry: false,
    attempts: 1,
  },
  {
    name: '403',
    fault: json(403, { message: 'This action is unauthorized.' }),
    kind: 'Not allowed',
    detail: 'This action is unauthorized.',
    retry: false,
    attempts: 1,
  },
  {
    name: '409',
    fault: json(409),
    kind: 'Conflict',
    detail: 'This conflicts with the current state on the server. Reload and try again.',
    retry: true,
    attempts: 1,
  },
  {
    name: '422',
    fault: json(422, { message: 'The given data was invalid.', errors: { id: ['The id is invalid.'] } }),
    kind: 'Not accepted',
    detail: 'The given data was invalid.',
    retry: false,
    attempts: 1,
  },
  {
    name: '429',
    fault: json(429, { message: 'Too Many Attempts.' }, { 'Retry-After': '1' }),
    kind: 'Too many requests',
    detail: /Too Many Attempts\. Try again in 1 s\./,
    retry: true,
    attempts: 3,
  },
  {
    name: '500',
    fault: json(500, { message: 'Server Error', request_id: 'req-500-e2e' }),
    kind: 'Server error (500)',
    detail: 'Server Error',
    requestId: 'req-500-e2e',
    retry: true,
    attempts: 3,
  },
  {
    name: '502',
    fault: { kind: 'status', status: 502, body: undefined, headers: { 'Content-Type': 'text/html' } },
    kind: 'Server error (502)',
    detail: 'The marketplace server is unreachable right now (bad gateway).',
    retry: true,
    attempts: 3,
  },
  {
    name: '503',
    fault: json(503, undefined, { 'X-Request-Id': 'req-503-e2e' }),
    kind: 'Server error (503)',
    detail: 'The marketplace service is temporarily unavailable.',
    requestId: 'req-503-e2e',
    retry: true,
    attempts: 3,
  },
  {
    name: 'network failure',
    fault: { kind: 'network' },
    kind: 'No connection to the marketplace API',
    detail: 'Could not reach the marketplace API. Check your connection and try again.',
    retry: true,
  },
  {
    name: 'hanging request',
    fault: { kind: 'hang' },
    kind: 'The request timed out',
    detail: `The marketplace API did not answer within ${TIMEOUT_SECONDS} seconds.`,
    retry: true,
    attempts: 1,
  },
  {
    name: 'body that is not JSON',
    fault: { kind: 'not-json' },
    kind: 'The server sent data this dashboard cannot read',
    detail: 'The marketplace API sent a response that is not JSON.',
    retry: true,
    attempts: 1,
  },
  {
    name: 'body that breaks the schema',
    fault: { kind: 'bad-schema' },
    kind: 'The server sent data this dashboard cannot read',
    detail: /The marketplace API sent an unexpected response \(.+\)\./,
    retry: true,
    attempts: 1,
  },
]
