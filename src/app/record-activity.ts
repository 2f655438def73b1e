import type { QueryKey } from '@tanstack/react-query'
import { isActivityMeta, recordActivity, type ActivityEntry } from '../lib/activity-log'
import { isApiError } from '../lib/api-error'

/** The strings the seller sent (credentials, a message, a batch of keys): kept out of the log even if a server echoes them. */
function sentStrings(variables: unknown): string[] {
  if (typeof variables === 'string') return [variables]
  if (typeof variables !== 'object' || variables === null) return []
  // A batch of credentials or keys is a list: its items too.
  const values = Array.isArray(variables) ? variables : Object.values(variables)
  return values.flatMap((value: unknown) => (Array.isArray(value) ? value : [value])).filter((value): value is string => typeof value === 'string')
}

function failure(error: unknown): Pick<ActivityEntry, 'status' | 'message' | 'requestId'> {
  if (isApiError(error)) return { status: error.status || null, message: error.message, requestId: error.requestId }
  return { status: null, message: error instanceof Error ? error.message : 'Unknown error', requestId: null }
}

function requestIdOf(data: unknown): string | null {
  const value = typeof data === 'object' && data !== null ? (data as { requestId?: unknown }).requestId : null
  return typeof value === 'string' ? value : null
}

/** A write the feature declared in `meta.activity`, as it succeeded or failed. */
export function recordMutation(meta: unknown, variables: unknown, result: { data: unknown } | { error: unknown }) {
  const activity = (meta as { activity?: unknown } | undefined)?.activity
  if (!isActivityMeta(activity)) return
  if ('error' in result && isApiError(result.error) && result.error.aborted) return
  const outcome =
    'error' in result
      ? { outcome: 'failed' as const, ...failure(result.error) }
      : { outcome: 'succeeded' as const, status: null, message: null, requestId: requestIdOf(result.data) }
  void recordActivity({ at: Date.now(), ...activity, itemId: String(activity.itemId), ...outcome }, sentStrings(variables))
}

/** The pages that load one item, known by their query keys: ['account-orders', 'detail', id] and the like. */
function itemOf(queryKey: QueryKey): Pick<ActivityEntry, 'itemType' | 'itemId'> {
  const [domain, second, third] = queryKey
  if (domain === 'account-orders' && second === 'detail') return { itemType: 'account-order', itemId: String(third) }
  if (domain === 'gift-card-orders' && second === 'detail') return { itemType: 'gift-card-order', itemId: String(third) }
  if (domain === 'gift-card-offers' && second === 'detail') return { itemType: 'gift-card-offer', itemId: String(third) }
  if (domain === 'account-offers' && second === 'detail') return { itemType: 'account-offer', itemId: String(third) }
  if (domain === 'currency-offers' && third === 'other-offers') return { itemType: 'currency-offer', itemId: String(second) }
  return { itemType: null, itemId: null }
}

const LOAD_ACTIONS: Record<string, string> = {
  'account-orders': 'Load account order',
  'gift-card-orders': 'Load gift card orders',
  'gift-card-offers': 'Load gift card offers',
  'currency-offers': 'Load competing offers',
  'account-offers': 'Load account offers',
}

/** A failed load; a request nobody needs any more (aborted) is no failure. */
export function recordQueryFailure(error: unknown, queryKey: QueryKey) {
  if (isApiError(error) && error.aborted) return
  const domain = typeof queryKey[0] === 'string' ? queryKey[0] : ''
  const action = LOAD_ACTIONS[domain] ?? 'Load data'
  void recordActivity({ at: Date.now(), action, ...itemOf(queryKey), outcome: 'failed', ...failure(error) })
}
