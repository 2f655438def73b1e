import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api/api'
import { accountOrderList, type ListQuery } from '../../api/lists'
import type { UpdateCredentialsInput } from '../../api/schemas'
import type { ListSearch } from '../../lib/list-search'

export type AccountOrdersSearch = ListSearch<typeof accountOrderList>
export type AccountOrdersQuery = ListQuery<typeof accountOrderList>

export const accountOrderQueries = {
  all: () => ['account-orders'] as const,
  detail: (accountOrderId: string) =>
    queryOptions({
      queryKey: [...accountOrderQueries.all(), 'detail', accountOrderId],
      queryFn: ({ signal }) => api.getAccountOrder(accountOrderId, { signal }),
    }),
  /** List records come without `credentials` (the list reader drops them): the cache never holds them. */
  list: (search: AccountOrdersSearch) =>
    queryOptions({
      queryKey: [...accountOrderQueries.all(), 'list', search] as const,
      queryFn: ({ signal }) => api.listAccountOrders(search, { signal }),
      placeholderData: keepPreviousData,
    }),
}

/** Saves the credentials and puts the order from the response into the cache: no second request. */
export function useUpdateCredentials(accountOrderId: string) {
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
