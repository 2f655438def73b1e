import { http, HttpResponse } from 'msw'
import { STATUS_AFTER } from '../../lib/offer-status'
import { resourceKey, type ResourceKind } from '../../lib/resource-writes'
import { checkAuth } from './auth'
import { errorResponse, notFound, nowSeconds, parseId, requestIdHeader } from './http'
import { resourceWriteRefusal } from './resource-limit'

/* What the writes to a currency offer and an item offer share: finding the offer within its limit, and its status. */

interface Offer {
  id: number
  status: string
  listed_at: number | null
  updated_at: number
}

type Find<R> = (request: Request, id: number) => R | undefined

const MESSAGES = {
  list: 'Offer listed successfully.',
  draft: 'Offer moved to drafts. It is no longer listed and cannot be purchased.',
  archive: 'Offer archived successfully.',
} as const

/** Finds the offer, checks the token and the offer's write limit: the offer, or the answer to send instead. */
export function writableOffer<R extends Offer>(
  request: Request,
  rawId: string | readonly string[] | undefined,
  [what, kind, find]: [string, ResourceKind, Find<R>],
): R | Response {
  const denied = checkAuth(request)
  if (denied) return denied
  const id = parseId(rawId)
  const offer = id === null ? undefined : find(request, id)
  if (!offer) return notFound(what)
  return resourceWriteRefusal(request, resourceKey(kind, offer.id)) ?? offer
}

/** `POST <path>/{id}/list|draft|archive`, no body: `{ data, message, action, previous_status }`. */
export function offerStatusHandler<R extends Offer>(path: string, offerKind: [string, ResourceKind, Find<R>]) {
  return http.post<{ offer: string; action: string }>(`*${path}/:offer/:action`, ({ request, params }) => {
    const action = params.action
    if (action !== 'list' && action !== 'draft' && action !== 'archive') return undefined
    const offer = writableOffer(request, params.offer, offerKind)
    if (offer instanceof Response) return offer
    if (offer.status === 'archived' && action !== 'archive') return errorResponse(409, 'This offer is archived and cannot be changed.')
    const previous = offer.status
    offer.status = STATUS_AFTER[action]
    if (action === 'list' && previous !== 'listed') offer.listed_at = nowSeconds()
    offer.updated_at = nowSeconds()
    return HttpResponse.json({ data: offer, message: MESSAGES[action], action, previous_status: previous }, { headers: requestIdHeader() })
  })
}
