import { isNotAvailable } from '../lib/not-available'
import { api } from './api'
import { buildListParams, sellerBreakList, type ListQuery } from './lists'
import type { SellerBreak } from './records/seller-break'
import type { RequestOptions } from './request-kit'
import type { ListPage } from './read/responses'
import { read, required } from './supply-request'

/*
 * The seller's breaks (api-notes, "Seller breaks"): the history, the break that is on, starting one and ending
 * it. How a break ends is not documented: `POST /v2/seller-breaks/{id}/end` is assumed (docs/open-points.md).
 * Every page asks whether a break is on, so this module is small and its readers load with the first answer.
 */

export type SellerBreakQuery = ListQuery<typeof sellerBreakList>

export async function listSellerBreaks(query: SellerBreakQuery = {}, { signal }: RequestOptions = {}): Promise<ListPage<SellerBreak>> {
  const params = buildListParams(sellerBreakList, query)
  return required(await api.request('GET', sellerBreakList.path, read('readSellerBreakPage'), { signal, query: params }))
}

/** The latest break, if it is still on (`ended_at` null): one record of the history, newest first; none on a server without breaks. */
export async function getCurrentBreak(options: RequestOptions = {}): Promise<SellerBreak | null> {
  // A server without breaks (404, 405, 501) has none on: every page would otherwise log the failure.
  const page = await listSellerBreaks({ sort: '-started_at', per_page: 1 }, options).catch((error: unknown) => {
    if (isNotAvailable(error)) return null
    throw error
  })
  if (!page) return null
  const latest = page.records[0]
  return latest && latest.ended_at === null && !('ended_at' in latest.unreadable) ? latest : null
}
