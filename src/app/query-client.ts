import { MutationCache, QueryCache, type QueryClient } from '@tanstack/react-query'
import { isApiError } from '../lib/api-error'
import { RateLimitAwareQueryClient } from './background-pause'

// The activity log (and IndexedDB under it) loads with the first write or failure it records, not at start-up.
// If its code cannot download, that one entry goes unrecorded; the page itself says what happened.
const loadRecorder = () => import('./record-activity')
const record = (write: (recorder: Awaited<ReturnType<typeof loadRecorder>>) => void) =>
  void loadRecorder().then(write, () => undefined)

const MAX_RETRIES = 2
const MAX_RETRY_AFTER_SECONDS = 60

/**
 * Retry network trouble, 5xx and 429; never other 4xx, bad responses or refused requests. Nor a request
 * that timed out: the seller has already waited the whole time limit, so they see it and choose.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false
  if (!isApiError(error)) return false
  if (error.aborted || error.timedOut) return false
  if (error.kind === 'network') return true
  if (error.kind !== 'http') return false
  if (error.status === 429) return (error.retryAfterSeconds ?? 1) <= MAX_RETRY_AFTER_SECONDS
  return error.status >= 500
}

/** A 429 waits for Retry-After; the rest back off exponentially. */
export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.status === 429 && error.retryAfterSeconds != null) {
    return error.retryAfterSeconds * 1000
  }
  return Math.min(1000 * 2 ** attempt, 8000)
}

export interface QueryClientOptions {
  /** Called once per 401 from any query or mutation. */
  onUnauthorized?: () => void
  /** Tests turn retries off. */
  retry?: boolean
}

export function createQueryClient({ onUnauthorized, retry = true }: QueryClientOptions = {}): QueryClient {
  const handleError = (error: unknown) => {
    if (isApiError(error) && error.kind === 'http' && error.status === 401) onUnauthorized?.()
  }
  // Background refetches wait while few API requests are left (background-pause.ts).
  return new RateLimitAwareQueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        handleError(error)
        record((recorder) => recorder.recordQueryFailure(error, query.queryKey))
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, variables, _context, mutation) => {
        handleError(error)
        record((recorder) => recorder.recordMutation(mutation.meta, variables, { error }))
      },
      onSuccess: (data, variables, _context, mutation) =>
        record((recorder) => recorder.recordMutation(mutation.meta, variables, { data })),
    }),
    defaultOptions: {
      queries: {
        // Offline, a request fails at once and says so, rather than waiting paused behind a spinner.
        networkMode: 'always',
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: retry ? shouldRetry : false,
        retryDelay,
        refetchOnWindowFocus: false,
        // A failed load shows its error with a retry button; a screen that mounts does not send it again.
        retryOnMount: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
