import { http, HttpResponse } from 'msw'
import { EVIDENCE_MAX } from '../../api/limits'
import { resourceKey } from '../../lib/resource-writes'
import { safeHttpUrl } from '../../lib/safe-url'
import { nextDisputeEventId, store } from '../db'
import { SELLER } from '../seed-disputes'
import type { DisputeCaseRecord } from '../types'
import { checkAuth } from './auth'
import { ALREADY_CLOSED, ALREADY_FORWARDED, DISPUTE_MESSAGE_MAX } from './disputes'
import {
  codePoints,
  errorResponse,
  notFound,
  nowSeconds,
  parseId,
  readJsonObject,
  requestIdHeader,
  validationError,
  type FieldErrors,
} from './http'
import { resourceWriteRefusal } from './resource-limit'

export const COUNTERED = 'Counter-proposal sent to the buyer.'
export const ESCALATED = 'Dispute escalated. The marketplace will review it and decide the outcome.'
export const NOT_YOUR_TURN = 'You can only counter while the dispute is waiting for your response.'

/** The live service's values, "at least" those documented ("other"); the mock takes those cases carry. */
const RESOLUTIONS: readonly string[] = ['partial_refund', 'replacement', 'other', 'refund']

/** The checks of both answers: the message (`required` for a counter) and the evidence links. */
function checkCommon(body: Record<string, unknown>, required: boolean): FieldErrors {
  const errors: FieldErrors = {}
  const { message, evidence_urls: urls } = body
  if (message === undefined || message === null || (typeof message === 'string' && message.trim() === '')) {
    if (required) errors.message = ['The message field is required.']
  } else if (typeof message !== 'string') errors.message = ['The message field must be a string.']
  else if (codePoints(message) > DISPUTE_MESSAGE_MAX)
    errors.message = [`The message field must not be greater than ${DISPUTE_MESSAGE_MAX} characters.`]
  if (urls !== undefined && urls !== null) {
    if (!Array.isArray(urls)) errors.evidence_urls = ['The evidence urls field must be an array.']
    else if (urls.length > EVIDENCE_MAX)
      errors.evidence_urls = [`The evidence urls field must not have more than ${EVIDENCE_MAX} items.`]
    else
      urls.forEach((url, index) => {
        if (safeHttpUrl(url) === null) errors[`evidence_urls.${index}`] = [`The evidence_urls.${index} field must be a valid URL.`]
      })
  }
  return errors
}

type Answer = 'counter' | 'escalate'

/** 409 when the case's state refuses the answer: nothing on a closed case, a counter only on the seller's turn. */
function stateRefusal(dispute: DisputeCaseRecord, answer: Answer): Response | null {
  if (dispute.closed_at !== null || dispute.status === 'closed') return errorResponse(409, ALREADY_CLOSED)
  if (dispute.status === 'under_review') return errorResponse(409, ALREADY_FORWARDED)
  if (answer === 'counter' && dispute.status !== 'waiting_for_seller') return errorResponse(409, NOT_YOUR_TURN)
  return null
}

function apply(dispute: DisputeCaseRecord, answer: Answer, body: Record<string, unknown>) {
  const now = nowSeconds()
  const message = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null
  const evidence = Array.isArray(body.evidence_urls) ? (body.evidence_urls as string[]) : []
  const payload =
    answer === 'counter'
      ? {
          message,
          counter_resolution: body.counter_resolution ?? null,
          counter_resolution_note: typeof body.counter_resolution_note === 'string' ? body.counter_resolution_note : null,
        }
      : { message, escalation_reason: 'seller_requested' }
  const type = answer === 'counter' ? 'seller_countered' : 'dispute_escalated'
  dispute.events.push({
    id: nextDisputeEventId(),
    type,
    actor_id: SELLER.id,
    actor_username: SELLER.username,
    payload,
    evidence_urls: evidence,
    created_at: now,
  })
  dispute.updated_at = now
  dispute.is_active_deadline_expired = false
  if (answer === 'counter') {
    dispute.status = 'waiting_for_buyer'
    const hours = dispute.buyer_response_hours ?? dispute.dispute_timing_hours ?? 72
    dispute.buyer_response_due_at = now + hours * 3600
    dispute.active_due_at = dispute.buyer_response_due_at
  } else {
    dispute.status = 'under_review'
    dispute.active_due_at = null
  }
}

const answerHandler = (answer: Answer) =>
  http.post<{ orderDisputeCase: string }>(`*/v2/order-disputes/:orderDisputeCase/${answer}`, async ({ request, params }) => {
    const denied = checkAuth(request)
    if (denied) return denied
    const id = parseId(params.orderDisputeCase)
    const dispute = id === null ? undefined : store(request).disputeCases.get(id)
    if (!dispute) return notFound('Dispute case')
    const limited = resourceWriteRefusal(request, resourceKey('case', dispute.id))
    if (limited) return limited

    const body = await readJsonObject(request)
    if (!body.ok) return body.response
    const errors = checkCommon(body.value, answer === 'counter')
    if (answer === 'counter') {
      const resolution = body.value.counter_resolution
      if (resolution === undefined || resolution === null || resolution === '')
        errors.counter_resolution = ['The counter resolution field is required.']
      else if (typeof resolution !== 'string' || !RESOLUTIONS.includes(resolution))
        errors.counter_resolution = ['The selected counter resolution is invalid.']
      const note = body.value.counter_resolution_note
      if (note !== undefined && note !== null && typeof note !== 'string')
        errors.counter_resolution_note = ['The counter resolution note field must be a string.']
    }
    if (Object.keys(errors).length > 0) return validationError(errors)

    const refused = stateRefusal(dispute, answer)
    if (refused) return refused
    apply(dispute, answer, body.value)
    return HttpResponse.json(
      { data: dispute, message: answer === 'counter' ? COUNTERED : ESCALATED },
      { headers: requestIdHeader() },
    )
  })

/** Counter and escalate (api-notes): the same answer as accepting, `{ data: case, message }`. */
export const disputeAnswerHandlers = [answerHandler('counter'), answerHandler('escalate')]
