import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/api'
import { paymentList, payoutList, type ListQuery } from '../../api/lists'
import { listQuery } from '../../lib/load-query'

export type PaymentsQuery = ListQuery<typeof paymentList>
export type PayoutsQuery = ListQuery<typeof payoutList>

const all = () => ['payments'] as const

export const paymentQueries = {
  all,
  list: listQuery(paymentList, all(), (search, options) => api.listPayments(search, options)),
  payouts: listQuery(payoutList, [...all(), 'payouts'], (search, options) => api.listPayouts(search, options)),
  /** The whole balance: withdrawable, warehouse, store credit and coins. */
  balance: () =>
    queryOptions({
      queryKey: [...all(), 'balance'],
      queryFn: ({ signal }) => api.getBalance({ signal }),
    }),
}
