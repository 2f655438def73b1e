/*
 * The ledger's date range, as the list's `created_at` filter writes it: `YYYY-MM-DD,YYYY-MM-DD`, UTC days,
 * inclusive. A preset names a range relative to today.
 */

export const RANGE_PRESETS = ['this-month', 'last-month', 'last-30-days', 'this-year'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]

export const PRESET_LABELS: Record<RangePreset | 'custom' | 'all', string> = {
  all: 'All time',
  'this-month': 'This month',
  'last-month': 'Last month',
  'last-30-days': 'Last 30 days',
  'this-year': 'This year',
  custom: 'Custom',
}

export const DAY_MS = 86_400_000

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The first and last day of a range, as UTC midnights in milliseconds. */
export interface DayRange {
  from: number
  to: number
}

export function presetRange(preset: RangePreset, nowMs: number): DayRange {
  const now = new Date(nowMs)
  const [year, month] = [now.getUTCFullYear(), now.getUTCMonth()]
  const today = Date.UTC(year, month, now.getUTCDate())
  switch (preset) {
    case 'this-month':
      return { from: Date.UTC(year, month, 1), to: today }
    case 'last-month':
      return { from: Date.UTC(year, month - 1, 1), to: Date.UTC(year, month, 1) - DAY_MS }
    case 'last-30-days':
      return { from: today - 29 * DAY_MS, to: today }
    case 'this-year':
      return { from: Date.UTC(year, 0, 1), to: today }
  }
}

export const writeRange = ({ from, to }: DayRange) => `${isoDay(from)},${isoDay(to)}`

/** The `created_at` filter as a range; one day alone is a range of one day. Null for text that is not one. */
export function readRange(filter: string | number | undefined): DayRange | null {
  if (filter === undefined) return null
  const days = String(filter).split(',').map((day) => Date.parse(`${day.trim()}T00:00:00Z`))
  const [from, to = from] = days
  if (from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to) || days.length > 2) return null
  return { from, to }
}

/** Which preset a filter is, if any. */
export function presetOf(filter: string | number | undefined, nowMs: number): RangePreset | 'custom' | 'all' {
  if (filter === undefined) return 'all'
  return RANGE_PRESETS.find((preset) => writeRange(presetRange(preset, nowMs)) === String(filter)) ?? 'custom'
}
