import { http, HttpResponse } from 'msw'
import { SELLER_BREAK_MODES, sellerBreakList } from '../../api/lists'
import { BREAK_COMMENT_MAX_LENGTH } from '../../api/limits'
import { store } from '../db'
import type { SellerBreakRecord } from '../types'
import { checkAuth } from './auth'
import { codePoints, errorResponse, notFound, nowSeconds, parseId, readJsonObject, requestIdHeader, validationError } from './http'
import { byNumber, listHandler, type ListTable } from './list-table'

export const BREAK_ALREADY_ON = 'You are already on a break.'
export const BREAK_ALREADY_ENDED = 'This break has already ended.'
export const MODE_INVALID = 'The selected mode is invalid.'
export const COMMENT_TOO_LONG = `The comment field must not be greater than ${BREAK_COMMENT_MAX_LENGTH} characters.`

export const sellerBreakTable: ListTable<typeof sellerBreakList, SellerBreakRecord> = {
  list: sellerBreakList,
  filters: {
    search: (record, text) => String(record.id).includes(text) || (record.comment ?? '').toLowerCase().includes(text.toLowerCase()),
    mode: (record) => record.mode,
  },
  sorts: { started_at: byNumber((record) => record.started_at), id: byNumber((record) => record.id) },
}

/**
 * Breaks (api-notes, "Seller breaks"): the history, `POST /start { mode, comment? }` (one break at a time), and
 * the end the dashboard assumes, `POST /{id}/end` (docs/open-points.md).
 */
export const sellerBreakHandlers = [
  listHandler(sellerBreakTable, (request) => store(request).sellerBreaks.values()),

  http.post('*/v2/seller-breaks/start', async ({ request }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const body = await readJsonObject(request)
    if (!body.ok) return body.response
    const { mode, comment } = body.value
    if (!SELLER_BREAK_MODES.includes(mode as SellerBreakRecord['mode'])) return validationError({ mode: [MODE_INVALID] })
    if (comment !== undefined && comment !== null && typeof comment !== 'string') {
      return validationError({ comment: ['The comment field must be a string.'] })
    }
    if (typeof comment === 'string' && codePoints(comment) > BREAK_COMMENT_MAX_LENGTH) return validationError({ comment: [COMMENT_TOO_LONG] })
    const breaks = store(request).sellerBreaks
    if ([...breaks.values()].some((record) => record.ended_at === null)) return errorResponse(409, BREAK_ALREADY_ON)
    const now = nowSeconds()
    const id = Math.max(300, ...breaks.keys()) + 1
    const record: SellerBreakRecord = {
      id,
      mode: mode as SellerBreakRecord['mode'],
      comment: typeof comment === 'string' ? comment : null,
      started_at: now,
      ended_at: null,
      created_at: now,
      updated_at: now,
    }
    breaks.set(id, record)
    // The documented answer has no `mode`: the history's records do.
    const { mode: _mode, ...answer } = record
    return HttpResponse.json({ data: answer }, { status: 201, headers: requestIdHeader() })
  }),

  http.post<{ id: string }>('*/v2/seller-breaks/:id/end', ({ request, params }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const id = parseId(params.id)
    const record = id === null ? undefined : store(request).sellerBreaks.get(id)
    if (!record) return notFound('Seller break')
    if (record.ended_at !== null) return errorResponse(409, BREAK_ALREADY_ENDED)
    record.ended_at = record.updated_at = nowSeconds()
    return HttpResponse.json({ data: record, message: 'Break ended.' }, { headers: requestIdHeader() })
  }),
]
