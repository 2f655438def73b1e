import { api } from './api'
import type { ItemOrder } from './records/item-order'
import { encodeId, type Id, type RequestOptions } from './request-kit'
import { read } from './supply-request'

/* "Mark completed" on an item order, apart from the reads every route's loader carries: loaded with the order's page. */

export interface CompleteItemOrderResult {
  order: ItemOrder | null
  message: string | null
  requestId: string | null
}

/** `POST /v2/item-orders/{id}/complete`, no body, within the order's write limit: the buyer is told automatically. */
export async function completeItemOrder(id: Id, { signal }: RequestOptions = {}): Promise<CompleteItemOrderResult> {
  const [{ guardedWrite }, { resourceKey }] = await Promise.all([import('../lib/guarded-write'), import('../lib/resource-writes')])
  return guardedWrite(resourceKey('item-order', id), 'This order', async () => {
    const path = `/v2/item-orders/${encodeId(id)}/complete`
    const result = await api.request('POST', path, read('readCompletedItemOrder'), { signal })
    return { ...(result.data ?? { order: null, message: null }), requestId: result.requestId }
  })
}
