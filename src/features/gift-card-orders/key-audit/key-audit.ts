import type { GiftCardOrder } from '../../../api/records/gift-card-order'
import { formatCount } from '../../../lib/format'

export interface KeyAudit {
  total: number
  revealed: number
  /** Seconds from the purchase to the first reveal; null when no key was revealed. */
  firstAfterSeconds: number | null
  /** A refunded order whose buyer had revealed keys: the keys may be in use. */
  refundedWithReveals: boolean
}

export function auditKeys(order: GiftCardOrder): KeyAudit {
  const keys = order.keys?.records ?? []
  // A reveal time that could not be read counts as not revealed: the audit claims only what it knows.
  const times = keys.map((key) => key.revealed_at).filter((at): at is number => at !== null)
  const first = times.length > 0 ? Math.min(...times) : null
  const refunded = order.refunded_at !== null || order.status === 'refunded'
  return {
    total: keys.length,
    revealed: times.length,
    firstAfterSeconds: first === null || order.created_at === null ? null : Math.max(0, first - order.created_at),
    refundedWithReveals: refunded && times.length > 0,
  }
}


/** "4 minutes", "2 hours 5 minutes", "3 days 1 hour", "less than a minute". */
export function durationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  if (minutes < 1) return 'less than a minute'
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = minutes % 60
  if (days > 0) return hours > 0 ? `${formatCount(days, 'day')} ${formatCount(hours, 'hour')}` : formatCount(days, 'day')
  if (hours > 0) return rest > 0 ? `${formatCount(hours, 'hour')} ${formatCount(rest, 'minute')}` : formatCount(hours, 'hour')
  return formatCount(rest, 'minute')
}

/** "3 of 5 keys revealed; the first 4 minutes after purchase." */
export function auditSentence({ total, revealed, firstAfterSeconds }: KeyAudit): string {
  if (total === 0) return 'No keys delivered yet.'
  if (revealed === 0) return `None of the ${formatCount(total, 'key')} revealed by the buyer yet.`
  const first = firstAfterSeconds === null ? '' : `; the first ${durationText(firstAfterSeconds)} after purchase`
  return `${revealed} of ${formatCount(total, 'key')} revealed${first}.`
}
