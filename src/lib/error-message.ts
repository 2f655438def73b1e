import { defaultMessageForStatus, isApiError } from './api-error'

export interface ErrorDescription {
  title: string
  detail: string
  /** Retrying can help (network trouble, server errors, rate limits). */
  retryable: boolean
  retryAfterSeconds: number | null
  requestId: string | null
  /** Only reloading the page can help: a part of the app itself could not be downloaded. */
  needsReload: boolean
}

const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i

/** A code-split part of the app that did not download (offline, or replaced by a newer deployment). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message)
}

/**
 * Behind a proxy that holds the API key, the seller has no token to enter: the key is the proxy's, and only
 * whoever runs the proxy can renew it. Trying again helps once they have.
 */
const PROXY_KEY_REFUSED = {
  title: 'The proxy’s API key was refused',
  detail:
    'The marketplace API did not accept the API key that your dashboard’s proxy sends with each request, so ' +
    'signing in again here cannot help. Ask whoever runs the proxy for your team (your IT or site administrator) ' +
    'to renew the key in the proxy’s settings, then try again.',
  retryable: true,
}

/** Turns any error into words for the seller. */
export function describeError(error: unknown): ErrorDescription {
  if (isChunkLoadError(error)) {
    return {
      title: 'This page could not be loaded',
      detail:
        'Part of the dashboard could not be downloaded: the connection dropped, or a new version was just ' +
        'published. Check your connection, then reload the page.',
      retryable: true,
      retryAfterSeconds: null,
      requestId: null,
      needsReload: true,
    }
  }
  if (!isApiError(error)) {
    return {
      title: 'Something went wrong',
      detail:
        error instanceof Error && error.message
          ? `The dashboard met an unexpected problem (${error.message}). Try again, or reload the page.`
          : 'The dashboard met an unexpected problem. Try again, or reload the page.',
      retryable: true,
      retryAfterSeconds: null,
      requestId: null,
      needsReload: false,
    }
  }
  const base = {
    detail: error.message,
    requestId: error.requestId,
    retryAfterSeconds: error.retryAfterSeconds,
    needsReload: false,
  }
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
  // Only a build for a key-holding proxy (VITE_AUTH=proxy) carries these words.
  if (status === 401 && error.viaProxy && import.meta.env.VITE_AUTH === 'proxy') return { ...base, ...PROXY_KEY_REFUSED }
  if (status === 401) return { ...base, title: 'Signed out', retryable: false }
  if (status === 403) return { ...base, title: 'Not allowed', retryable: false }
  if (status === 404) {
    const detail =
      error.message === defaultMessageForStatus(404)
        ? 'The marketplace API has no such item in your seller account: it may have been removed, or the id is wrong.'
        : error.message
    return { ...base, detail, title: 'Not found', retryable: false }
  }
  if (status === 409) return { ...base, title: 'Conflict', retryable: true }
  if (status === 422) return { ...base, title: 'Not accepted', retryable: false }
  if (status >= 500) return { ...base, title: `Server error (${status})`, retryable: true }
  return { ...base, title: `Request failed (${status})`, retryable: false }
}
