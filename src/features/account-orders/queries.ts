import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api/api'
import type { UpdateCredentialsInput } from '../../api/schemas'

export const accountOrderQueries = {
  all: () => ['account-orders'] as const,
  detail: (accountOrderId: string) =>
    queryOptions({
      queryKey: [...accountOrderQueries.all(), 'detail', accountOrderId],
      queryFn: ({ signal }) => api.getAccountOrder(accountOrderId, { signal }),
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
