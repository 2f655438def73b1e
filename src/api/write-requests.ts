import { ApiError } from '../lib/api-error'
import { guardedWrite } from '../lib/guarded-write'
import { resourceKey } from '../lib/resource-writes'
import {
  encodeId,
  type ClientRequests,
  type CompleteCurrencyOrderResult,
  type Id,
  type OfferStatusAction,
  type OfferWriteResult,
  type RequestOptions,
} from './request-kit'
import { offerChangeErrors, offerChangesBody, type OfferChanges } from './offer-changes'

/*
 * The writes to one offer or order, the client's methods of the same names: loaded with the first such write,
 * with the checks they make before sending, so no page's first download carries them.
 */

export async function updateCurrencyOffer(
  { request, required, lazy }: ClientRequests,
  id: Id,
  changes: OfferChanges,
  { signal }: RequestOptions = {},
): Promise<OfferWriteResult> {
  const errors = offerChangeErrors(changes)
  const messages = Object.values(errors)
  const body = offerChangesBody(changes)
  if (messages.length > 0 || Object.keys(body).length === 0) {
    const fieldErrors = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]))
    throw new ApiError({ kind: 'invalid_request', message: messages[0] ?? 'Nothing to change.', fieldErrors })
  }
  const path = `/v2/currency-offers/${encodeId(id)}`
  return guardedWrite(resourceKey('offer', id), 'This offer', async () => {
    const result = await request('PATCH', path, lazy('readCurrencyOffer'), { body, signal })
    return { offer: required(result), message: null, requestId: result.requestId }
  })
}

export async function changeCurrencyOfferStatus(
  { request, required, lazy }: ClientRequests,
  id: Id,
  action: OfferStatusAction,
  { signal }: RequestOptions = {},
): Promise<OfferWriteResult> {
  const path = `/v2/currency-offers/${encodeId(id)}/${action}`
  return guardedWrite(resourceKey('offer', id), 'This offer', async () => {
    const result = await request('POST', path, lazy('readOfferStatusChange'), { signal })
    const { requestId } = result
    // 204: done, with no body. Read the offer back so the caller still gets it.
    if (result.data) return { offer: result.data.offer, message: result.data.message, requestId }
    return { offer: required(await request('GET', `/v2/currency-offers/${encodeId(id)}`, lazy('readCurrencyOffer'), { signal })), message: null, requestId }
  })
}

export async function completeCurrencyOrder(
  { request, lazy }: ClientRequests,
  id: Id,
  { signal }: RequestOptions = {},
): Promise<CompleteCurrencyOrderResult> {
  const path = `/v2/currency-orders/${encodeId(id)}/complete`
  return guardedWrite(resourceKey('currency-order', id), 'This order', async () => {
    const result = await request('POST', path, lazy('readCompletedCurrencyOrder'), { signal })
    return { ...(result.data ?? { order: null, message: null }), requestId: result.requestId }
  })
}
