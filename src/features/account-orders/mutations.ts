import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api/api'
import type { UpdateCredentialsInput } from '../../api/schemas'
import { accountOrderQueries } from './queries'

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
