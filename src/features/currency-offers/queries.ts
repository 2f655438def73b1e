import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../api/api'
import { currencyOfferList } from '../../api/lists'
import type { ListSearch } from '../../lib/list-search'

export type CurrencyOffersSearch = ListSearch<typeof currencyOfferList>

export const currencyOfferQueries = {
  all: () => ['currency-offers'] as const,
  otherOffers: (currencyOfferId: string) =>
    queryOptions({
      queryKey: [...currencyOfferQueries.all(), currencyOfferId, 'other-offers'] as const,
      queryFn: ({ signal }) => api.listOtherOffers(currencyOfferId, { signal }),
      // Competitors change their prices at any time: come back to the tab, see the market now.
      refetchOnWindowFocus: true,
    }),
  /** The seller's own offers. */
  list: (search: CurrencyOffersSearch) =>
    queryOptions({
      queryKey: [...currencyOfferQueries.all(), 'list', search] as const,
      queryFn: ({ signal }) => api.listCurrencyOffers(search, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** The seller's own offer, for its current price among the competitors. */
  own: (currencyOfferId: string) =>
    queryOptions({
      queryKey: [...currencyOfferQueries.all(), currencyOfferId, 'own'] as const,
      queryFn: ({ signal }) => api.getCurrencyOffer(currencyOfferId, { signal }),
      refetchOnWindowFocus: true,
    }),
}
