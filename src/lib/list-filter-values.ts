/*
 * The text formats of the list filters, shared by the URL schema and the filter form:
 * id lists ("12,14"), lists of choices ("sale,fine") and dates ("2024-05-01" or "2024-05-01,2024-05-31").
 */

import { isIdText } from './ids'

export const ID_LIST_MESSAGE = 'Use whole numbers separated by commas, such as 12,14'
export const DATE_ORDER_MESSAGE = 'The start date must be on or before the end date.'

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** "12, 14" → "12,14"; null when any part is not a positive whole number. */
export function normalizeIdList(text: string): string | null {
  const parts = text.split(',').map((part) => part.trim())
  if (parts.length === 0 || parts.length > 100) return null
  for (const part of parts) {
    if (!isIdText(part)) return null
  }
  return parts.join(',')
}

/** The choices a list of them ("fine, sale") names, in `values`' order, each once: ["sale", "fine"]. */
export function choiceList(text: string | number | undefined, values: readonly string[]): string[] {
  const named = new Set(String(text ?? '').split(',').map((part) => part.trim()))
  return values.filter((value) => named.has(value))
}

/** A real calendar date written as YYYY-MM-DD (no 2024-02-30). */
export function isIsoDate(text: string): boolean {
  const match = DATE.exec(text)
  if (!match) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  if (year < 1970 || month < 1 || month > 12 || day < 1) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export interface DateRange {
  from: string
  to: string
}

/** "2024-05-01" → one day; "2024-05-01,2024-05-31" → a range; null when malformed or backwards. */
export function parseDateFilter(text: string): DateRange | null {
  const parts = text.split(',')
  if (parts.length === 1 && isIsoDate(parts[0]!)) return { from: parts[0]!, to: '' }
  if (parts.length !== 2) return null
  const [from, to] = parts as [string, string]
  if (!isIsoDate(from) || !isIsoDate(to) || from > to) return null
  return { from, to }
}

/** The filter text for a from/to pair of date inputs: one date is a single day. */
export function formatDateFilter(from: string, to: string): string | undefined {
  if (from && to && from !== to) return `${from},${to}`
  return from || to || undefined
}

/**
 * The router writes a URL value that reads as a number ("2999") with quotes unless it is a number, so
 * values that are numbers as text are kept as numbers: `?search=2999` stays as it is.
 */
export function toUrlValue(text: string): string | number {
  const number = Number(text)
  return text !== '' && Number.isFinite(number) && String(number) === text ? number : text
}

/** A URL value back to text: the router hands over `?gift_card_id=12` as the number 12. */
export function urlText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'string') return value
  return undefined
}
