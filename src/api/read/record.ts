import { UNREADABLE, id as readId, isPlainObject, type FieldReader, type FieldValue } from './fields'
import { currentToken } from '../auth'
import { numberSource } from './json'
import { redactToken } from './redact'

/** A record type, declared once: each field with its reader. */
export type Shape = Readonly<Record<string, FieldReader<unknown>>>

/** The raw values of the fields that could not be read, by field name (a plain key: caches keep it). */
export type UnreadableFields<S extends Shape> = { readonly [K in keyof S]?: unknown }

/** Every declared field; one that could not be read is `null` and listed in `unreadable`. */
export type Fields<S extends Shape> = { readonly [K in keyof S]: FieldValue<S[K]> | null } & {
  readonly unreadable: UnreadableFields<S>
}

/** A record: its fields, and an `id` that was always read (a record without one is left out). */
export type RecordOf<S extends Shape> = Omit<Fields<S>, 'id'> & { readonly id: number }

export interface ReadList<R> {
  records: R[]
  /** Records left out because their `id` could not be read. */
  leftOut: number
}

/** Reads each field on its own; what cannot be read is `null` and marked, the rest is kept. */
export function readFields<S extends Shape>(shape: S, raw: unknown): Fields<S> {
  const source = isPlainObject(raw) ? raw : {}
  const values: Record<string, unknown> = {}
  const unreadable: Record<string, unknown> = {}
  const token = currentToken()
  for (const [field, reader] of Object.entries(shape)) {
    const value = reader(source[field], numberSource(source, field))
    if (value === UNREADABLE) {
      values[field] = null
      unreadable[field] = redactToken(source[field], token)
    } else {
      values[field] = value
    }
  }
  values.unreadable = unreadable
  return values as Fields<S>
}

/** A record, or null when its `id` is not a positive whole number. */
export function readRecord<S extends Shape>(shape: S, raw: unknown): RecordOf<S> | null {
  if (!isPlainObject(raw) || readId(raw.id) === UNREADABLE) return null
  return readFields(shape, raw) as RecordOf<S>
}

export function readRecords<S extends Shape>(shape: S, raw: readonly unknown[]): ReadList<RecordOf<S>> {
  const records: RecordOf<S>[] = []
  for (const item of raw) {
    const record = readRecord(shape, item)
    if (record) records.push(record)
  }
  return { records, leftOut: raw.length - records.length }
}

/** A nested list of records (keys, events), read item by item: a broken item keeps the others. */
export const recordList =
  <S extends Shape>(shape: S): FieldReader<ReadList<RecordOf<S>>> =>
  (raw) => {
    if (raw == null) return { records: [], leftOut: 0 }
    return Array.isArray(raw) ? readRecords(shape, raw) : UNREADABLE
  }

type Group<S extends Shape> = { readonly [K in keyof S]: FieldValue<S[K]> }

/** A small nested object (buyer, game, delivery time) read as one field: all of it, or unreadable. */
export const group =
  <S extends Shape>(shape: S): FieldReader<Group<S>> =>
  (raw) => {
    if (!isPlainObject(raw)) return UNREADABLE
    const { unreadable, ...values } = readFields(shape, raw)
    return Object.keys(unreadable).length === 0 ? (values as Group<S>) : UNREADABLE
  }

/**
 * A nested record read field by field (an offer's gift card): what does not fit is listed in its own
 * `unreadable`, and the rest is kept. Not an object at all: the field is unreadable.
 */
export const nested =
  <S extends Shape>(shape: S): FieldReader<Fields<S>> =>
  (raw) =>
    isPlainObject(raw) ? readFields(shape, raw) : UNREADABLE

/** How many fields of these records could not be read, for the page's one note. */
export function countUnreadable(records: readonly { readonly unreadable: object }[]): number {
  return records.reduce((sum, record) => sum + Object.keys(record.unreadable).length, 0)
}
