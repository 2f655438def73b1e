export type ApiErrorKind = 'http' | 'network' | 'invalid_response' | 'invalid_request'

export interface ApiErrorInit {
  kind: ApiErrorKind
  /** The HTTP status; 0 when no response came. */
  status?: number
  message: string
  fieldErrors?: Record<string, string[]>
  requestId?: string | null
  retryAfterSeconds?: number | null
  /** The request was given up after the client's time limit. */
  timedOut?: boolean
  /** The caller aborted the request (a query that is no longer used, say). */
  aborted?: boolean
  /** A reverse proxy, not the seller's token, authorised the request (VITE_AUTH=proxy). */
  viaProxy?: boolean
}

/** Every failure of the API client is one of these. Its message never carries the token. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number
  readonly fieldErrors: Record<string, string[]>
  readonly requestId: string | null
  readonly retryAfterSeconds: number | null
  readonly timedOut: boolean
  readonly aborted: boolean
  readonly viaProxy: boolean

  constructor(init: ApiErrorInit) {
    super(init.message)
    this.name = 'ApiError'
    this.kind = init.kind
    this.status = init.status ?? 0
    this.fieldErrors = init.fieldErrors ?? {}
    this.requestId = init.requestId ?? null
    this.retryAfterSeconds = init.retryAfterSeconds ?? null
    this.timedOut = init.timedOut ?? false
    this.aborted = init.aborted ?? false
    this.viaProxy = init.viaProxy ?? false
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The server could not accept this request.',
  401: 'Your session has ended or the API token is not valid. Sign in again.',
  403: 'This API token is not allowed to do that.',
  404: 'Not found.',
  409: 'This conflicts with the current state on the server. Reload and try again.',
  422: 'Some values were not accepted.',
  429: 'Too many requests to the API.',
  500: 'The marketplace server had an internal error.',
  502: 'The marketplace server is unreachable right now (bad gateway).',
  503: 'The marketplace service is temporarily unavailable.',
  504: 'The marketplace server took too long to answer (gateway timeout).',
}

export function defaultMessageForStatus(status: number): string {
  return (
    STATUS_MESSAGES[status] ??
    (status >= 500 ? `The marketplace server failed (HTTP ${status}).` : `The request failed (HTTP ${status}).`)
  )
}

/** Reads `Retry-After` as seconds, whether it is a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  // Every HTTP date form spells out its month; Date.parse alone would also read "1.5" or "-5" as a date.
  if (!/[a-z]{3}/i.test(trimmed)) return null
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return null
  return Math.max(0, Math.ceil((date - now) / 1000))
}
