import type { Grouping } from './figures'
import type { DayRange } from './range'

// Dates of the ledger's ranges are UTC days, as the API's date filters: shown in UTC so that a day is the same day.
let dayFormat: Intl.DateTimeFormat | undefined
let monthFormat: Intl.DateTimeFormat | undefined

export function formatDay(ms: number): string {
  dayFormat ??= new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
  return dayFormat.format(ms)
}

function formatMonth(ms: number): string {
  monthFormat ??= new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  return monthFormat.format(ms)
}

/** "3 Nov 2026", "Week of 3 Nov 2026", "November 2026". */
export function bucketLabel(start: number, grouping: Grouping): string {
  if (grouping === 'month') return formatMonth(start)
  return grouping === 'week' ? `Week of ${formatDay(start)}` : formatDay(start)
}

export const rangeLabel = ({ from, to }: DayRange) => (from === to ? formatDay(from) : `${formatDay(from)} to ${formatDay(to)}`)

export const GROUPING_LABELS: Record<Grouping, string> = { day: 'Per day', week: 'Per week', month: 'Per month' }
