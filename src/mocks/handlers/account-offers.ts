import { http, HttpResponse, type JsonBodyType } from 'msw'
import { store, type Db } from '../db'
import type { AccountOfferRecord } from '../types'
import { checkAuth } from './auth'
import { detailHandler } from './detail'
import { errorResponse, notFound, nowSeconds, parseId, requestIdHeader } from './http'
import { listHandler } from './list-table'
import { accountOfferTable } from './list-tables'
import { resourceWriteRefusal } from './resource-limit'
import { applyOfferChanges } from './account-offer-fields'

/** The key of the per-offer write limit. */
export const offerWriteKey = (id: number) => `account-offer:${id}`

/** Finds the offer and checks the token and the offer's write limit: the offer, or the answer to send instead. */
export function writableOffer(request: Request, rawId: string | readonly string[] | undefined): AccountOfferRecord | Response {
  const denied = checkAuth(request)
  if (denied) return denied
  const id = parseId(rawId)
  const offer = id === null ? undefined : store(request).accountOffers.get(id)
  if (!offer) return notFound('Account offer')
  return resourceWriteRefusal(request, offerWriteKey(offer.id)) ?? offer
}

const answer = (body: JsonBodyType) => HttpResponse.json(body, { headers: requestIdHeader() })

const ACTIONS = {
  list: { status: 'listed', message: 'Account offer listed successfully.' },
  draft: { status: 'draft', message: 'Account offer moved to drafts. It is no longer listed and cannot be purchased.' },
} as const

function duplicate(db: Db, offer: AccountOfferRecord): AccountOfferRecord {
  const now = nowSeconds()
  const id = Math.max(0, ...db.accountOffers.keys()) + 1
  const copy = { ...offer, id, status: 'draft', account_order_ids: [], views: 0, created_at: now, updated_at: now, listed_at: null }
  db.accountOffers.set(id, copy)
  if (db.offerCredentials.has(offer.id)) db.offerCredentials.set(id, [])
  return copy
}

export const accountOfferHandlers = [
  listHandler(accountOfferTable, (request) => store(request).accountOffers.values()),

  detailHandler('/v2/account-offers', 'Account offer', (id, request) => store(request).accountOffers.get(id)),

  http.patch<{ offer: string }>('*/v2/account-offers/:offer', async ({ request, params }) => {
    const offer = writableOffer(request, params.offer)
    if (offer instanceof Response) return offer
    const refused = await applyOfferChanges(offer, request)
    return refused ?? answer({ data: offer })
  }),

  http.delete<{ offer: string }>('*/v2/account-offers/:offer', ({ request, params }) => {
    const offer = writableOffer(request, params.offer)
    if (offer instanceof Response) return offer
    if (offer.status === 'processing') return errorResponse(409, 'An offer with an order in progress cannot be deleted.')
    const db = store(request)
    db.accountOffers.delete(offer.id)
    db.offerCredentials.delete(offer.id)
    return answer({ message: 'Account offer deleted successfully.' })
  }),

  http.post<{ offer: string; action: string }>('*/v2/account-offers/:offer/:action', ({ request, params }) => {
    const action = params.action
    if (action !== 'list' && action !== 'draft' && action !== 'duplicate') return undefined
    const offer = writableOffer(request, params.offer)
    if (offer instanceof Response) return offer
    const db = store(request)
    const previous = offer.status
    if (action === 'duplicate') {
      const copy = duplicate(db, offer)
      return answer({ data: copy, message: 'Account offer duplicated as a draft.', action, previous_status: previous })
    }
    if (['sold', 'processing', 'refunded', 'archived'].includes(previous)) {
      return errorResponse(409, `An offer that is ${previous} cannot be ${action === 'list' ? 'listed' : 'unlisted'}.`)
    }
    offer.status = ACTIONS[action].status
    if (action === 'list' && previous !== 'listed') offer.listed_at = nowSeconds()
    offer.updated_at = nowSeconds()
    return answer({ data: offer, message: ACTIONS[action].message, action, previous_status: previous })
  }),
]
