import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api/api'
import { accountOrderList, type ListQuery } from '../../api/lists'
import type { UpdateCredentialsInput } from '../../api/schemas'
import { listQuery } from '../../lib/load-query'

export type AccountOrdersQuery = ListQuery<typeof accountOrderList>

const all = () => ['account-orders'] as const

export const accountOrderQueries = {
  all,
  detail: (accountOrderId: number) =>
    queryOptions({
      queryKey: [...accountOrderQueries.all(), 'detail', accountOrderId],
      queryFn: ({ signal }) => api.getAccountOrder(accountOrderId, { signal }),
    }),
  /** List records come without `credentials` (the list reader drops them): the cache never holds them. */
  list: listQuery(accountOrderList, all(), (search, options) => api.listAccountOrders(search, options)),
}

/** Saves the credentials and puts the order from the response into the cache: no second request. */
export function useUpdateCredentials(accountOrderId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { activity: { action: 'Credentials saved', itemType: 'account-order', itemId: accountOrderId } },
    mutationFn: ({ credentials }: UpdateCredentialsInput) =>
      api.updateAccountOrderCredentials(accountOrderId, credentials),
    onSuccess: (result) => {
      queryClient.setQueryData(accountOrderQueries.detail(accountOrderId).queryKey, result.order)
    },
  })
}
