import type { SellerBreakMode } from '../api/lists'
import type { SellerBreakRecord } from './types'
import { DAY, HOUR } from './values'

/** Breaks 301 to 303, all ended: the history. No break is on until the seller starts one. */
export function seedSellerBreaks(now: number): SellerBreakRecord[] {
  const ended = (id: number, mode: SellerBreakMode, comment: string | null, startedDaysAgo: number, days: number): SellerBreakRecord => {
    const started = now - startedDaysAgo * DAY
    const end = started + days * DAY
    return { id, mode, comment, started_at: started, ended_at: end, created_at: started, updated_at: end + HOUR }
  }
  return [
    ended(301, 'disable_all', 'Summer holiday, back on the 20th.', 120, 14),
    ended(302, 'disable_manual_allow_instant', null, 45, 3),
    ended(303, 'allow_all_with_reservation', 'Moving house: deliveries may take a day longer.', 10, 2),
  ]
}
