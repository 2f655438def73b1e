/*
 * The readers of src/api/responses.ts, made strict for tests of well-formed data (the mock backend's seed,
 * fixtures): a field that could not be read, a record left out or a refused answer is an error. Same
 * `parse` / `safeParse` calls as a schema.
 */
import { readRecord, type ReadList, type RecordOf, type Shape } from '../../../src/api/read/record'
import { disputeCaseShape } from '../../../src/api/records/dispute-case'
import { giftCardOrderShape } from '../../../src/api/records/gift-card-order'
import { otherOfferShape } from '../../../src/api/records/other-offer'
import {
  readAcceptedDispute,
  readAccountOrder,
  readGiftCardOrder,
  readGiftCardOrderPage,
  readOtherOffers,
  readUpdatedCredentials,
} from '../../../src/api/read/responses'

/** Every unreadable field and left-out record anywhere in a read value, by path. */
export function readProblems(value: unknown, path = '(body)'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => readProblems(item, `${path}.${index}`))
  if (typeof value !== 'object' || value === null) return []
  const found: string[] = []
  const record = value as Record<string, unknown>
  if (typeof record.unreadable === 'object' && record.unreadable !== null) {
    for (const field of Object.keys(record.unreadable)) found.push(`${path}.${field}: unreadable`)
  }
  if (typeof record.leftOut === 'number' && record.leftOut > 0) found.push(`${path}: ${record.leftOut} left out`)
  for (const [key, item] of Object.entries(record)) {
    if (key !== 'unreadable') found.push(...readProblems(item, `${path}.${key}`))
  }
  return found
}

/** A value read with nothing unreadable: nested lists of records as plain arrays, no field null for want of reading. */
type Strict<T> =
  T extends ReadList<infer R>
    ? Strict<R>[]
    : T extends readonly (infer U)[]
      ? Strict<U>[]
      : T extends object
        ? { [K in keyof T]: K extends 'unreadable' ? T[K] : Strict<NonNullable<T[K]>> | Extract<T[K], undefined> }
        : T

function isReadList(value: object): value is ReadList<unknown> {
  const keys = Object.keys(value)
  return keys.length === 2 && 'records' in value && 'leftOut' in value
}

function unwrapLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unwrapLists)
  if (typeof value !== 'object' || value === null) return value
  if (isReadList(value)) return unwrapLists(value.records)
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'unreadable' ? item : unwrapLists(item)]))
}

type SafeResult<T> = { success: true; data: T; error: undefined } | { success: false; data: undefined; error: Error }

function strictRead<T, Out>(read: (json: unknown) => T, finish: (value: T) => Out) {
  const safeParse = (json: unknown): SafeResult<Out> => {
    try {
      const value = read(json)
      const problems = readProblems(value)
      if (problems.length === 0) return { success: true, data: finish(value), error: undefined }
      return { success: false, data: undefined, error: new Error(problems.join('; ')) }
    } catch (error) {
      return { success: false, data: undefined, error: error as Error }
    }
  }
  const parse = (json: unknown): Out => {
    const result = safeParse(json)
    if (!result.success) throw result.error
    return result.data
  }
  return { parse, safeParse }
}

/** An answer, with nested lists of records as plain arrays. */
const strict = <T>(read: (json: unknown) => T) => strictRead(read, (value) => unwrapLists(value) as Strict<T>)

/** One record as the app gets it, checked to have nothing unreadable. */
function strictRecord<S extends Shape>(shape: S) {
  const read = (json: unknown): RecordOf<S> => {
    const record = readRecord(shape, json)
    if (!record) throw new Error('no readable id')
    return record
  }
  return strictRead(read, (record) => record)
}

export const accountOrderResponseSchema = strict((json) => ({ data: readAccountOrder(json, 200) }))
export const updateCredentialsResponseSchema = strict((json) => {
  const { order, message, warning } = readUpdatedCredentials(json, 200)
  return { data: order, message, warning }
})
export const acceptDisputeResponseSchema = strict((json) => {
  const { dispute, message } = readAcceptedDispute(json, 200)
  return { data: dispute, message }
})
export const giftCardOrderResponseSchema = strict((json) => ({ data: readGiftCardOrder(json, 200) }))
export const giftCardOrderListResponseSchema = strict((json) => {
  const { records, leftOut, meta, links } = readGiftCardOrderPage(json, 200)
  return { data: records, leftOut, meta, links }
})
export const otherOffersResponseSchema = strict((json) => {
  const { records, leftOut } = readOtherOffers(json, 200)
  return { data: records, leftOut }
})
export const disputeCaseSchema = strictRecord(disputeCaseShape)
export const giftCardOrderSchema = strictRecord(giftCardOrderShape)
export const otherOfferSchema = strictRecord(otherOfferShape)

/** A read value as plain API data, to compare with a fixture: lists unwrapped, empty `unreadable` dropped. */
export function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain)
  if (typeof value !== 'object' || value === null) return value
  if (isReadList(value)) return plain(value.records)
  const entries = Object.entries(value).filter(
    ([key, item]) => !(key === 'unreadable' && typeof item === 'object' && item !== null && Object.keys(item).length === 0),
  )
  return Object.fromEntries(entries.map(([key, item]) => [key, key === 'unreadable' ? item : plain(item)]))
}
