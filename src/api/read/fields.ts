import { readMoney } from './money'

/** What a field reader returns for a value it cannot read. Never stored in a record. */
export const UNREADABLE: unique symbol = Symbol('unreadable')
type Unreadable = typeof UNREADABLE

/** Reads one field's raw value; `source` is the exact JSON text when the value is a number (see json.ts). */
export type FieldReader<T> = (raw: unknown, source?: string) => T | Unreadable

export type FieldValue<R> = R extends FieldReader<infer T> ? T : never

const check =
  <T>(test: (raw: unknown) => raw is T): FieldReader<T> =>
  (raw) =>
    test(raw) ? raw : UNREADABLE

export const text = check((raw): raw is string => typeof raw === 'string')
export const bool = check((raw): raw is boolean => typeof raw === 'boolean')
export const num = check((raw): raw is number => typeof raw === 'number' && Number.isFinite(raw))
export const int = check((raw): raw is number => Number.isSafeInteger(raw))
const isPositiveInt = (raw: unknown): raw is number => Number.isSafeInteger(raw) && (raw as number) > 0
export const positiveInt = check(isPositiveInt)
/** A record's id (or a reference to one): a positive whole number. */
export const id = check(isPositiveInt)

/** Statuses, reasons, event types, units...: any string; a value this app does not know is not an error. */
export const enumText: FieldReader<string> = (raw) => text(raw)

export const money: FieldReader<string> = (raw, source) => readMoney(raw, source) ?? UNREADABLE

const ISO_8601 = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i

/** Unix seconds, sent as a number or as an ISO 8601 string (a time without an offset is UTC). */
export const timestamp: FieldReader<number> = (raw) => {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : UNREADABLE
  if (typeof raw !== 'string') return UNREADABLE
  const match = ISO_8601.exec(raw.trim())
  if (!match) return UNREADABLE
  const [, date, time = '00:00', offset = 'Z'] = match
  const ms = Date.parse(`${date}T${time}${offset.length === 5 ? `${offset.slice(0, 3)}:${offset.slice(3)}` : offset}`)
  return Number.isNaN(ms) ? UNREADABLE : ms / 1000
}

/** A field that may legitimately be `null` or left out (an event that has not happened, no rating...). */
export const nullable =
  <T>(reader: FieldReader<T>): FieldReader<T | null> =>
  (raw, source) =>
    raw == null ? null : reader(raw, source)

/** A field whose absence means `fallback` (no keys yet, no labels). */
export const orElse =
  <T>(reader: FieldReader<T>, fallback: () => T): FieldReader<T> =>
  (raw, source) =>
    raw == null ? fallback() : reader(raw, source)

const textList = check((raw): raw is string[] => Array.isArray(raw) && raw.every((item) => typeof item === 'string'))
/** A list of text whose absence means none (no labels). */
export const stringList = orElse(textList, () => [])
/** A list of text whose absence is not known (null), not an empty list. */
export const sentStringList = nullable(textList)

export function isPlainObject(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
}

/** A free-form map; PHP sends an empty one as `[]`. */
export const freeFormMap: FieldReader<Readonly<Record<string, unknown>>> = (raw) => {
  if (raw == null || (Array.isArray(raw) && raw.length === 0)) return {}
  return isPlainObject(raw) ? raw : UNREADABLE
}
