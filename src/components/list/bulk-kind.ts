import type { QueryClient } from '@tanstack/react-query'
import type { BulkAction, BulkChange, BulkOffer } from '../../lib/bulk-change'
import type { PriceRule } from '../../lib/price-change'

/** What a change to many offers needs, loaded when the seller asks for one: the price field's rules, the writes. */
export interface BulkWrites {
  /** The price field's decimals and least value (the field's own rules). */
  priceRule: PriceRule
  /** One offer's write, once, within its write limit; `after` is its new price for a price change. */
  send(offerId: number, change: BulkChange, after: string | null): Promise<{ requestId: string | null }>
  /** The offer as the server has it now, or `gone` (404), for Check. */
  readBack(offerId: number): Promise<Pick<BulkOffer, 'price' | 'status'> | 'gone'>
}

/** What a list declares to let the seller change many of its offers at once. */
export interface BulkKind<R> {
  /** The list's name in the jobs kept in the browser: `account-offers`. */
  list: string
  /** The activity log's item type: `account-offer`. */
  itemType: string
  /** What the list's offers take: the API's operations for them. */
  actions: readonly BulkAction[]
  offer(record: R): BulkOffer
  load(): Promise<BulkWrites>
  /** After a job: the lists and the records it touched read again. */
  refresh(queryClient: QueryClient): Promise<unknown>
}

/** Where a list notes that it has a job to continue: the job's id only (the job itself is in IndexedDB). */
export const bulkJobMarker = (list: string) => `bulk-job.${list}`
