const LOCALE = undefined // the browser's

const moneyFormats = new Map<string, Intl.NumberFormat>()

/** Formats a decimal string exactly (Intl reads strings as decimals, without binary rounding). */
export function formatMoney(amount: string, currency: string): string {
  let format = moneyFormats.get(currency)
  if (!format) {
    try {
      format = new Intl.NumberFormat(LOCALE, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 20,
      })
    } catch {
      return `${amount} ${currency}`
    }
    moneyFormats.set(currency, format)
  }
  return format.format(amount as unknown as number)
}

// Each Intl formatter is created on its first use, not when the module loads: creating them is a
// noticeable part of a cold start, and many screens need only some of them.
let numberFormat: Intl.NumberFormat | undefined
export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat(LOCALE)
  return numberFormat.format(value)
}

/** A count with its noun in the right number: "1 offer", "2 offers", "1,204 credentials were". */
export function formatCount(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`
}

let dateTimeFormat: Intl.DateTimeFormat | undefined

/** Unix seconds to a local date and time. A narrow column may wrap it after the date, never inside "9:00 AM". */
export function formatDateTime(seconds: number): string {
  dateTimeFormat ??= new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' })
  return dateTimeFormat
    .formatToParts(new Date(seconds * 1000))
    .map((part, index, parts) =>
      part.type === 'literal' && parts[index + 1]?.type === 'dayPeriod' ? part.value.replace(/\s/g, '\u00a0') : part.value,
    )
    .join('')
}

/** Unix seconds to an ISO 8601 string in UTC. */
export function toIsoUtc(seconds: number): string {
  return new Date(seconds * 1000).toISOString()
}

let relativeFormat: Intl.RelativeTimeFormat | undefined
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/** "in 5 hr", "2 days ago": Unix seconds relative to now (milliseconds). */
export function formatRelative(seconds: number, nowMs: number = Date.now()): string {
  relativeFormat ??= new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto', style: 'short' })
  const diff = seconds - nowMs / 1000
  const abs = Math.abs(diff)
  if (abs < 45) return relativeFormat.format(0, 'second')
  for (const [unit, size] of UNITS) {
    if (abs >= size || unit === 'second') return relativeFormat.format(Math.round(diff / size), unit)
  }
  return relativeFormat.format(0, 'second')
}

/** A duration in seconds as "2 d 3 h", "5 h 10 min", "45 s". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds))
  const days = Math.floor(s / 86400)
  const hours = Math.floor((s % 86400) / 3600)
  const minutes = Math.floor((s % 3600) / 60)
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`
  if (minutes > 0) return `${minutes} min`
  return `${s % 60} s`
}

/** A yes-or-no fact as every page says it. */
export const formatYesNo = (value: boolean): string => (value ? 'Yes' : 'No')

/**
 * A free-form value of a record (a template's field of an offer, a buyer's game detail) as words: Yes/No, a list
 * joined, an object as JSON, "Not set" for null.
 */
export function formatFact(value: unknown): string {
  if (Array.isArray(value)) return value.map(formatFact).join(', ')
  if (typeof value === 'boolean') return formatYesNo(value)
  if (value === null || value === undefined) return 'Not set'
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** "in_delivery" to "In delivery". */
export function humanize(value: string): string {
  const text = value.replace(/[_-]+/g, ' ').trim()
  return text.charAt(0).toUpperCase() + text.slice(1)
}
