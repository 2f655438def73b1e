import { ApiError } from '../../lib/api-error'
import { paginationLinksShape, paginationMetaShape, type PaginationLinks, type PaginationMeta } from '../records/pagination'
import { isPlainObject, nullable, text } from './fields'
import { readFields, readRecord, readRecords, type ReadList, type RecordOf, type Shape } from './record'

/*
 * How an answer's body is read: one record under `data`, a list under `data`, or a page with its `meta` and
 * `links`. Shared by the readers of responses.ts and those of the supply side (supply-readers.ts).
 */

export function unexpected(status: number, what: string): ApiError {
  return new ApiError({
    kind: 'invalid_response',
    status,
    message: `The marketplace API sent an unexpected response (${what}).`,
  })
}

export function body(json: unknown, status: number): Record<string, unknown> {
  if (!isPlainObject(json)) throw unexpected(status, 'the body is not an object')
  return json
}

export function one<S extends Shape>(shape: S, json: unknown, status: number): RecordOf<S> {
  const record = readRecord(shape, body(json, status).data)
  if (!record) throw unexpected(status, 'data has no readable id')
  return record
}

export function many<S extends Shape>(shape: S, json: unknown, status: number): ReadList<RecordOf<S>> {
  const data = body(json, status).data
  if (!Array.isArray(data)) throw unexpected(status, 'data is not a list')
  return readRecords(shape, data)
}

/** One page of a list (`{ data, meta, links }`): its records, those left out, and the paging facts. */
export interface ListPage<R> extends ReadList<R> {
  meta: PaginationMeta
  links: PaginationLinks
}

export const readPage =
  <S extends Shape>(shape: S) =>
  (json: unknown, status: number): ListPage<RecordOf<S>> => {
    const list = many(shape, json, status)
    const { meta, links } = body(json, status)
    return { ...list, meta: readFields(paginationMetaShape, meta), links: readFields(paginationLinksShape, links) }
  }


const optionalText = nullable(text)
/** The answer's `message` or `warning` beside its `data`, when it is text. */
export function answerText(json: unknown, field: 'message' | 'warning'): string | null {
  const value = isPlainObject(json) ? optionalText(json[field]) : null
  return typeof value === 'string' ? value : null
}
