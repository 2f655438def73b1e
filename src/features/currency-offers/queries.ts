import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/api'
import { currencyOfferList } from '../../api/lists'
import { listQuery } from '../../lib/load-query'

const all = () => ['currency-offers'] as const

export const currencyOfferQueries = {
  all,
  otherOffers: (currencyOfferId: number) =>
    queryOptions({
      queryKey: [...currencyOfferQueries.all(), currencyOfferId, 'other-offers'] as const,
      queryFn: ({ signal }) => api.listOtherOffers(currencyOfferId, { signal }),
      // Competitors change their prices at any time: come back to the tab, see the market now.
      refetchOnWindowFocus: true,
    }),
  /** The seller's own offers. */
  list: listQuery(currencyOfferList, all(), (search, options) => api.listCurrencyOffers(search, options)),
  /** The seller's own offer: its page, and its current price among the competitors. */
  own: (currencyOfferId: number) =>
    queryOptions({
      queryKey: [...currencyOfferQueries.all(), currencyOfferId, 'own'] as const,
      queryFn: ({ signal }) => api.getCurrencyOffer(currencyOfferId, { signal }),
      refetchOnWindowFocus: true,
    }),
}
