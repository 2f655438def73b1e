import { ApiError } from '../lib/api-error'
import type { CurrencyOffer } from './records/currency-offer'
import type { CurrencyOrder } from './records/currency-order'
import type * as Responses from './read/responses'

/*
 * What the client (client.ts) and the operations declared apart from it (write-requests.ts, order-messages.ts)
 * both speak: ids, request options, the readers, and a client's own request as those operations get it.
 */

export type Id = string | number

export interface RequestOptions {
  signal?: AbortSignal
}

export type Read<T> = (json: unknown, status: number) => T | Promise<T>

type Readers = typeof Responses
export type ReaderName = { [K in keyof Readers]: Readers[K] extends (json: unknown, status: number) => unknown ? K : never }[keyof Readers]

export interface OfferWriteResult {
  offer: CurrencyOffer
  /** The server's message (list, draft, archive), if any. */
  message: string | null
  requestId: string | null
}

export interface CompleteCurrencyOrderResult {
  order: CurrencyOrder | null
  message: string | null
  requestId: string | null
}

export type { OfferStatusAction } from '../lib/offer-status'

/** A client's own request, its reading of a required answer and its lazy readers, for writes declared apart. */
export interface ClientRequests {
  request<T>(
    method: string,
    path: string,
    read: Read<T>,
    options?: { body?: unknown; signal?: AbortSignal },
  ): Promise<{ status: number; data: T | null; requestId: string | null }>
  required<T>(result: { status: number; data: T | null }): T
  lazy<K extends ReaderName>(name: K): Read<ReturnType<Readers[K]>>
}

export function encodeId(id: Id): string {
  const text = String(id)
  // "." and ".." (even percent-encoded) are path segments a URL parser would resolve away.
  if (text.trim() === '' || /^\.{1,2}$/.test(text)) {
    throw new ApiError({ kind: 'invalid_request', message: `"${text}" is not a valid id.` })
  }
  return encodeURIComponent(text)
}
