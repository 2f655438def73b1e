import { isApiError } from '../api/errors'

export interface ErrorDescription {
  title: string
  detail: string
  /** Retrying can help (network trouble, server errors, rate limits). */
  retryable: boolean
  retryAfterSeconds: number | null
  requestId: string | null
}

/** Turns any error into words for the seller. */
export function describeError(error: unknown): ErrorDescription {
  if (!isApiError(error)) {
    return {
      title: 'Something went wrong',
      detail: error instanceof Error && error.message ? error.message : 'An unexpected error occurred.',
      retryable: true,
      retryAfterSeconds: null,
      requestId: null,
    }
  }
  const base = { detail: error.message, requestId: error.requestId, retryAfterSeconds: error.retryAfterSeconds }
  switch (error.kind) {
    case 'network':
      return {
        ...base,
        title: error.timedOut ? 'The request timed out' : 'No connection to the marketplace API',
        retryable: true,
      }
    case 'invalid_response':
      return { ...base, title: 'The server sent data this dashboard cannot read', retryable: true }
    case 'invalid_request':
      return { ...base, title: 'The request was not sent', retryable: false }
    case 'http':
      break
  }
  const status = error.status
  if (status === 429) {
    const wait = error.retryAfterSeconds
    return {
      ...base,
      title: 'Too many requests',
      detail: wait ? `${error.message} Try again in ${wait} s.` : `${error.message} Wait a moment and try again.`,
      retryable: true,
    }
  }
  if (status === 401) return { ...base, title: 'Signed out', retryable: false }
  if (status === 403) return { ...base, title: 'Not allowed', retryable: false }
  if (status === 404) return { ...base, title: 'Not found', retryable: false }
  if (status === 409) return { ...base, title: 'Conflict', retryable: true }
  if (status === 422) return { ...base, title: 'Not accepted', retryable: false }
  if (status >= 500) return { ...base, title: `Server error (${status})`, retryable: true }
  return { ...base, title: `Request failed (${status})`, retryable: false }
}
