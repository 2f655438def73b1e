import { api } from './api'
import type { SellerBreakMode } from './lists'
import type { SellerBreak } from './records/seller-break'
import { encodeId, type Id, type RequestOptions } from './request-kit'
import { read } from './supply-request'

/* Starting and ending a break, apart from the reads every page carries: loaded with the break's dialogs. */

export interface SellerBreakWrite {
  sellerBreak: SellerBreak | null
  message: string | null
  requestId: string | null
}

function written(result: { data: { sellerBreak: SellerBreak; message: string | null } | null; requestId: string | null }): SellerBreakWrite {
  return { sellerBreak: result.data?.sellerBreak ?? null, message: result.data?.message ?? null, requestId: result.requestId }
}

/** `POST /v2/seller-breaks/start { mode, comment? }`: sent once; a blank comment is left out. */
export async function startSellerBreak(mode: SellerBreakMode, comment: string, { signal }: RequestOptions = {}): Promise<SellerBreakWrite> {
  const body = comment.trim() === '' ? { mode } : { mode, comment }
  return written(await api.request('POST', '/v2/seller-breaks/start', read('readSellerBreakAnswer'), { body, signal }))
}

/** The assumed end of a break; a server without it answers 404, 405 or 501. */
export async function endSellerBreak(id: Id, { signal }: RequestOptions = {}): Promise<SellerBreakWrite> {
  const path = `/v2/seller-breaks/${encodeId(id)}/end`
  return written(await api.request('POST', path, read('readSellerBreakAnswer'), { signal }))
}
