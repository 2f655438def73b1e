import { queryOptions, skipToken } from '@tanstack/react-query'
import { api } from '../../api/api'
import type { AcceptDisputeResult } from '../../api/client'
import { orderDisputeList } from '../../api/lists'
import type { DisputeCase } from '../../api/records/dispute-case'
import { listQuery } from '../../lib/load-query'
import { hasFilters, type ListSearch } from '../../lib/list-search'

export interface AcceptedDispute extends AcceptDisputeResult {
  /** When the seller accepted, in milliseconds. */
  acceptedAt: number
}

export type DisputesSearch = ListSearch<typeof orderDisputeList>

/** The deadline that runs now; a case without one goes last. */
export function deadlineOf(dispute: DisputeCase): number {
  return dispute.active_due_at ?? dispute.seller_response_due_at ?? Infinity
}

// The API cannot sort by deadline: the waiting cases are read in one page of the most it gives, and sorted here.
const WAITING_PAGE_SIZE = 50

export interface WaitingCases {
  /** All cases waiting for the seller, as the server counts them. */
  total: number
  /** Soonest deadline first (expired ones before all others). */
  cases: DisputeCase[]
}

const all = () => ['disputes'] as const

/**
 * The unfiltered first page opens with the cases waiting for the seller, soonest deadline first: the API cannot
 * sort by deadline or put one status first, so they come above the table.
 */
export function showsWaitingFirst(search: DisputesSearch): boolean {
  return !hasFilters(orderDisputeList, search) && search.page === 1
}

export const disputeQueries = {
  all,
  lists: () => [...all(), 'list'] as const,
  list: listQuery(orderDisputeList, all(), (search, options) => api.listOrderDisputes(search, options)),
  waiting: () =>
    queryOptions({
      queryKey: [...disputeQueries.lists(), 'waiting-for-seller'],
      queryFn: ({ signal }) =>
        api.listOrderDisputes({ status: 'waiting_for_seller', per_page: WAITING_PAGE_SIZE }, { signal }),
      select: (page): WaitingCases => ({
        total: page.meta.total ?? page.records.length,
        cases: [...page.records].sort((a, b) => deadlineOf(a) - deadlineOf(b) || a.id - b.id),
      }),
    }),
  detail: (disputeCaseId: number) =>
    queryOptions({
      queryKey: [...disputeQueries.all(), 'detail', disputeCaseId],
      queryFn: ({ signal }) => api.getOrderDispute(disputeCaseId, { signal }),
    }),
  /**
   * The answer to accepting, kept for as long as the app runs: on a server that cannot read a case, it is
   * the only way to know the case, and its message is what the seller is told.
   */
  accepted: (disputeCaseId: number) =>
    queryOptions<AcceptedDispute>({
      queryKey: [...disputeQueries.all(), 'accepted', disputeCaseId],
      queryFn: skipToken,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
}
