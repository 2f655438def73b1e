import type { QueryClient } from '@tanstack/react-query'
import type { RelayEvent, RelayRecordType } from '../../../api/relay'

/*
 * The queries an event touches, by the first part of their keys, which each feature declares (a feature cannot
 * import another's queries): the record's own list and page, and what counts it (the overview, the alerts).
 * Only the queries on screen load again; the others load fresh when next shown.
 */
const TOUCHED: Record<RelayRecordType, string[]> = {
  'account-order': ['account-orders', 'overview', 'alerts'],
  'item-order': ['item-orders', 'overview', 'alerts'],
  'currency-order': ['currency-orders', 'currency-offers', 'overview', 'alerts'],
  'gift-card-order': ['gift-card-orders', 'overview', 'alerts'],
  dispute: ['disputes', 'account-orders', 'overview', 'alerts'],
}

export function refreshTouched(queryClient: QueryClient, event: RelayEvent): void {
  const scopes = event.record ? TOUCHED[event.record.type] : ['overview']
  for (const scope of scopes) void queryClient.invalidateQueries({ queryKey: [scope] })
}
