import { sameDecimal } from './fixed-point'
import type { StoredJob } from './job-progress'
import { STATUS_AFTER } from './offer-status'
import { changedPrice, describePriceChange, type PriceChange, type PriceRule } from './price-change'

/*
 * A change to many offers of a list at once: what each offer is before and after, which are sent and which need
 * nothing, and the key each write is kept by (the job, the offer, the change: "price→12.60", "draft"). Plain data,
 * never a secret: it is kept in the browser to be continued after a reload.
 */

export type BulkChange = { kind: 'list' } | { kind: 'draft' } | { kind: 'delete' } | { kind: 'price'; change: PriceChange }
export type BulkAction = BulkChange['kind']

/** What an offer of the list is, for the change: its id, title, price (decimal text) and status, as read. */
export interface BulkOffer {
  id: number
  title: string | null
  price: string | null
  status: string | null
}

export interface BulkItem {
  offerId: number
  title: string | null
  /** The price or the status before and after ("deleted" for a delete). */
  before: string | null
  after: string | null
  /** The price would have been below the field's minimum: it is the minimum. */
  clamped: boolean
  /** Why it is not sent ("Already a draft."), or null when it is. */
  skip: string | null
}

export interface BulkJob extends StoredJob {
  /** The list it was made from (`account-offers`): a list offers to continue only its own jobs. */
  list: string
  change: BulkChange
  items: BulkItem[]
  createdAt: number
}

const STATUS_WORDS = { list: 'listed', draft: 'a draft', delete: 'deleted' } as const

/** Each offer's before and after; an offer the change leaves as it is, or cannot change, is not sent. */
export function planBulk(offers: readonly BulkOffer[], change: BulkChange, rule: PriceRule): BulkItem[] {
  return offers.map((offer): BulkItem => {
    const base = { offerId: offer.id, title: offer.title, clamped: false }
    if (change.kind === 'price') {
      const next = changedPrice(offer.price, change.change, rule)
      if ('error' in next) return { ...base, before: offer.price, after: null, skip: next.error }
      const same = offer.price !== null && sameDecimal(offer.price, next.price)
      return { ...base, before: offer.price, after: next.price, clamped: next.clamped, skip: same ? 'The price is already this.' : null }
    }
    const after = change.kind === 'delete' ? 'deleted' : STATUS_AFTER[change.kind]
    const skip = offer.status === after ? `Already ${STATUS_WORDS[change.kind]}.` : null
    return { ...base, before: offer.status, after, skip }
  })
}

/** The change in a key: "price→12.60", "draft". */
export function changeText(change: BulkChange, item: BulkItem): string {
  return change.kind === 'price' ? `price→${item.after}` : change.kind
}

/** The key a write of the job is kept by: never sent twice, even across a reload. */
export function bulkItemKey(job: Pick<BulkJob, 'id' | 'change'>, item: BulkItem): string {
  return `${job.id}|offer ${item.offerId}|${changeText(job.change, item)}`
}

/** What the job does, in a sentence: "Raise the price by 5 %", "Unlist". */
export function describeBulkChange(change: BulkChange): string {
  switch (change.kind) {
    case 'price':
      return describePriceChange(change.change)
    case 'list':
      return 'List'
    case 'draft':
      return 'Unlist (move to drafts)'
    case 'delete':
      return 'Delete'
  }
}

/** Whether an offer read back shows the change applied: `null` when it cannot tell. */
export function changeApplied(change: BulkChange, item: BulkItem, now: { price: string | null; status: string | null } | 'gone'): boolean | null {
  if (now === 'gone') return change.kind === 'delete' ? true : null
  if (change.kind === 'delete') return false
  const value = change.kind === 'price' ? now.price : now.status
  if (value === null || item.after === null) return null
  return change.kind === 'price' ? sameDecimal(value, item.after) : value === item.after
}
