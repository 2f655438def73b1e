import type { QueryClient, UseMutationOptions } from '@tanstack/react-query'
import { createCurrencyOffer, type NewCurrencyOffer } from '../../../api/currency-offer-create'
import { currencyOfferQueries } from '../queries'

/** A new offer from its template: one POST, never retried; the new draft goes into the cache for its page. */
export function createOfferMutation(
  queryClient: QueryClient,
): UseMutationOptions<Awaited<ReturnType<typeof createCurrencyOffer>>, Error, NewCurrencyOffer> {
  return {
    mutationFn: (offer) => createCurrencyOffer(offer),
    onSuccess: ({ offer }) => {
      queryClient.setQueryData(currencyOfferQueries.own(offer.id).queryKey, offer)
      return queryClient.invalidateQueries({ queryKey: [...currencyOfferQueries.all(), 'list'] })
    },
    retry: false,
  }
}
