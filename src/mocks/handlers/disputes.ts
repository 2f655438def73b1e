import { http, HttpResponse } from 'msw'
import { orderDisputeList } from '../../api/lists'
import { nextDisputeEventId, store } from '../db'
import { SELLER } from '../seed-disputes'
import { checkAuth } from './auth'
import { detailHandler } from './detail'
import { codePoints, errorResponse, notFound, nowSeconds, parseId, readJsonObject, requestIdHeader, validationError } from './http'
import { listHandler } from './list-table'
import { orderDisputeTable } from './list-tables'

export const DISPUTE_MESSAGE_MAX = 1200

export const ACCEPTED_REFUNDED = 'Dispute accepted. The order has been refunded to the buyer.'
export const ACCEPTED_FORWARDED =
  'Dispute accepted. The buyer asked for another resolution than a refund, so the marketplace will decide the outcome.'
export const ALREADY_CLOSED = 'This dispute has already been closed.'
export const ALREADY_FORWARDED = 'This dispute has already been forwarded to the marketplace.'

/*
 * Accepting a case the seller can no longer act on is a 409 Conflict: the request is well-formed, the case's
 * state refuses it. The state is the case's status and `closed_at`, as on the live service: `locked_at` is set
 * on cases that still wait for the seller (from the moment the dispute opened, say) and refuses nothing.
 *
 * When the buyer asked for a refund, the order is refunded and the case closed (`closed_at`, status
 * `closed`, outcome `refunded`). Otherwise the case waits for the marketplace (status `under_review`,
 * `closed_at` still null, outcome null until the marketplace decides).
 * The order keeps `is_disputed: true` and its `dispute_case_id` either way: it was disputed.
 */
export const disputeHandlers = [
  listHandler(orderDisputeTable, (request) => store(request).disputeCases.values()),

  detailHandler(orderDisputeList.path, 'Dispute case', (id, request) => store(request).disputeCases.get(id)),

  http.post<{ orderDisputeCase: string }>('*/v2/order-disputes/:orderDisputeCase/accept', async ({ request, params }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const id = parseId(params.orderDisputeCase)
    const db = store(request)
    const dispute = id === null ? undefined : db.disputeCases.get(id)
    if (!dispute) return notFound('Dispute case')

    const body = await readJsonObject(request)
    if (!body.ok) return body.response
    const raw = body.value.message
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      return validationError({ message: ['The message field must be a string.'] })
    }
    if (typeof raw === 'string' && codePoints(raw) > DISPUTE_MESSAGE_MAX) {
      return validationError({ message: [`The message field must not be greater than ${DISPUTE_MESSAGE_MAX} characters.`] })
    }
    const message = typeof raw === 'string' && raw.trim() !== '' ? raw : null

    if (dispute.closed_at !== null || dispute.status === 'closed') return errorResponse(409, ALREADY_CLOSED)
    if (dispute.status === 'under_review') return errorResponse(409, ALREADY_FORWARDED)

    const now = nowSeconds()
    const refund = dispute.preferred_resolution === 'refund'
    dispute.events.push({
      id: nextDisputeEventId(),
      type: 'seller_accepted',
      actor_id: SELLER.id,
      actor_username: SELLER.username,
      payload: { message, preferred_resolution: dispute.preferred_resolution },
      evidence_urls: [],
      created_at: now,
    })
    dispute.updated_at = now
    dispute.locked_at ??= now
    dispute.active_due_at = null
    dispute.is_active_deadline_expired = false
    if (refund) {
      dispute.status = 'closed'
      dispute.closed_at = now
      dispute.outcome = 'refunded'
      dispute.closure_reason = 'accepted_by_seller'
      const order = db.accountOrders.get(dispute.orderable_id)
      if (order) {
        order.status = 'refunded'
        order.refunded_at = now
        order.updated_at = now
      }
    } else {
      dispute.status = 'under_review'
    }
    const answer = { data: dispute, message: refund ? ACCEPTED_REFUNDED : ACCEPTED_FORWARDED }
    return HttpResponse.json(answer, { headers: requestIdHeader() })
  }),
]
