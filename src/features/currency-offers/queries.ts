import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/api'

export const currencyOfferQueries = {
  all: () => ['currency-offers'] as const,
  otherOffers: (currencyOfferId: string) =>
    queryOptions({
      queryKey: [...currencyOfferQueries.all(), currencyOfferId, 'other-offers'] as const,
      queryFn: ({ signal }) => api.listOtherOffers(currencyOfferId, { signal }),
      // Competitors change their prices at any time: come back to the tab, see the market now.
      refetchOnWindowFocus: true,
      // A failed load shows its error with a retry button instead of silently trying again on mount.
      retryOnMount: false,
    }),
}
