import type { QueryClient } from '@tanstack/react-query'
import type { BulkAction, BulkChange, BulkOffer } from '../../lib/bulk-change'
import type { PriceRule } from '../../lib/price-change'

/** The writes of a change to many offers, loaded when the seller sends one. */
export interface BulkWrites {
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
  /** The price field's decimals and least value (the field's own rules). */
  priceRule: PriceRule
  offer(record: R): BulkOffer
  load(): Promise<BulkWrites>
  /** After a job: the lists and the records it touched read again. */
  refresh(queryClient: QueryClient): Promise<unknown>
}

/** Where a list notes that it has a job to continue: the job's id only (the job itself is in IndexedDB). */
export const bulkJobMarker = (list: string) => `bulk-job.${list}`
