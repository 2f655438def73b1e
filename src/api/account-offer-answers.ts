import { ApiError } from '../lib/api-error'
import { int, isPlainObject, nullable, text, UNREADABLE, type FieldReader } from './read/fields'
import { readRecord, type RecordOf, type Shape } from './read/record'
import { accountOfferShape, offerCredentialShape, type AccountOffer, type OfferCredential } from './records/account-offer'
import type { ListPage } from './read/responses'

/* The answers of the account offers' operations (api/account-offers.ts), read field by field. */

export interface CreatedCredentials {
  message: string | null
  /** null when the server did not say. */
  createdCount: number | null
  duplicateCount: number | null
  requestId?: string | null
}

const optionalText = nullable(text)
const optionalInt = nullable(int)

function field<T>(json: unknown, name: string, reader: FieldReader<T | null>): T | null {
  if (!isPlainObject(json)) return null
  const value = reader(json[name])
  return value === UNREADABLE ? null : value
}

/** The readers every list uses, from the module the client loads with its first request (no second copy here). */
const pageOf =
  <S extends Shape>(shape: S) =>
  async (json: unknown, status: number): Promise<ListPage<RecordOf<S>>> =>
    (await import('./read/responses')).readPage(shape)(json, status)

export const readAccountOfferPage = pageOf(accountOfferShape)
export const readOfferCredentialPage = pageOf(offerCredentialShape)

/**
 * The unsold credentials' count from one page filtered to them: its `meta.total`. Null when the answer does not
 * say, or when its record is sold (the server did not apply the filter). Only the record's `is_sold` is looked at:
 * its credentials, a secret, are not read.
 */
export async function readUnsoldTotal(json: unknown, status: number): Promise<number | null> {
  const { total } = (await import('./read/responses')).readListTotal(json, status)
  const first = isPlainObject(json) && Array.isArray(json.data) ? json.data[0] : undefined
  return isPlainObject(first) && first.is_sold !== false ? null : total
}

/** `{ data: offer, message?, action?, previous_status? }`; a DELETE may answer a message only. */
export function readOfferAnswer(json: unknown, status: number): { offer: AccountOffer | null; message: string | null } {
  if (!isPlainObject(json)) {
    throw new ApiError({ kind: 'invalid_response', status, message: 'The marketplace API sent an unexpected response (the body is not an object).' })
  }
  const offer = json.data === undefined ? null : readRecord(accountOfferShape, json.data)
  if (json.data !== undefined && json.data !== null && offer === null) {
    throw new ApiError({ kind: 'invalid_response', status, message: 'The marketplace API sent an unexpected response (data has no readable id).' })
  }
  return { offer, message: field(json, 'message', optionalText) }
}

export function readOfferCredential(json: unknown): OfferCredential | null {
  return isPlainObject(json) ? readRecord(offerCredentialShape, json.data) : null
}

/** `{ message, created_count, duplicate_count, data[] }`: the created credentials themselves are not kept. */
export function readCreatedCredentials(json: unknown): CreatedCredentials {
  return {
    message: field(json, 'message', optionalText),
    createdCount: field(json, 'created_count', optionalInt),
    duplicateCount: field(json, 'duplicate_count', optionalInt),
  }
}

export function readDeletedCredentials(json: unknown): { message: string | null; deletedCount: number | null } {
  return { message: field(json, 'message', optionalText), deletedCount: field(json, 'deleted_count', optionalInt) }
}
