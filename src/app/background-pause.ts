import {
  QueryClient,
  skipToken,
  type DefaultedQueryObserverOptions,
  type DefaultError,
  type Query,
  type QueryFunctionContext,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query'
import { backgroundRefetchPaused, msUntilResume } from '../api/rate-limit'

/*
 * While few API requests are left (api/rate-limit.ts), refetches nobody asked for wait until the count
 * starts again: refetchInterval, refetch on focus and on reconnect, and refetches of invalidated queries that
 * nothing on screen uses. What the seller asks for still goes: a Retry button, "Check now", a page that is not
 * in the cache, the order refetched after a write. The guard sits in the client, not in each query, so a query
 * added later is covered too.
 */

type Trigger = boolean | 'always' | ((query: Query) => boolean | 'always') | undefined
type Interval = number | false | ((query: Query) => number | false | undefined) | undefined
type QueryFn = ((context: QueryFunctionContext) => unknown) | typeof skipToken | undefined

const GUARDED = Symbol('paused while the rate limit is low')

function pausedTrigger(trigger: Trigger) {
  // Unset means "refetch when stale", as in TanStack Query.
  return (query: Query) => (backgroundRefetchPaused() ? false : typeof trigger === 'function' ? trigger(query) : (trigger ?? true))
}

function pausedInterval(interval: Interval) {
  return (query: Query) => {
    const every = typeof interval === 'function' ? interval(query) : interval
    if (!every) return every
    return Math.max(every, msUntilResume())
  }
}

/** A refetch of data nobody looks at, started by an invalidation. */
function isUnwatchedRefresh(query: Query | undefined): query is Query {
  return query !== undefined && query.state.data !== undefined && query.state.isInvalidated && query.getObserversCount() === 0
}

function pausedQueryFn(queryFn: QueryFn): QueryFn {
  if (!queryFn || queryFn === skipToken || GUARDED in queryFn) return queryFn
  const guarded = (context: QueryFunctionContext) => {
    const query = context.client.getQueryCache().find({ queryKey: context.queryKey, exact: true })
    if (backgroundRefetchPaused() && isUnwatchedRefresh(query)) return query.state.data
    return queryFn(context)
  }
  return Object.assign(guarded, { [GUARDED]: true })
}

interface PausableOptions {
  _defaulted?: boolean
  queryFn?: QueryFn
  refetchOnWindowFocus?: Trigger
  refetchOnReconnect?: Trigger
  refetchInterval?: Interval
  getNextPageParam?: unknown
}

/** The options of one query, with its background refetches made to wait while the rate limit is low. */
export function pauseBackgroundRefetches<T extends PausableOptions>(options: T): T {
  return {
    ...options,
    // Infinite queries call queryFn once per page: cached data is not a page.
    queryFn: options.getNextPageParam ? options.queryFn : pausedQueryFn(options.queryFn),
    refetchOnWindowFocus: pausedTrigger(options.refetchOnWindowFocus),
    refetchOnReconnect: pausedTrigger(options.refetchOnReconnect),
    refetchInterval: pausedInterval(options.refetchInterval),
  }
}

/** A QueryClient whose every query pauses its background refetches while the rate limit is low. */
export class RateLimitAwareQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options)
    if (options._defaulted) return defaulted
    return pauseBackgroundRefetches(defaulted as PausableOptions) as typeof defaulted
  }
}
