import { queryOptions } from '@tanstack/react-query'
import { accountOfferList, type ListQuery } from '../../api/lists'
import { listQuery } from '../../lib/load-query'

/** The account offers' API module and its readers: loaded with the first request, not with the app's first file. */
export const offersApi = () => import('../../api/account-offers')

export type AccountOffersQuery = ListQuery<typeof accountOfferList>

const all = () => ['account-offers'] as const

export const accountOfferQueries = {
  all,
  list: listQuery(accountOfferList, all(), async (search, options) => (await offersApi()).listAccountOffers(search, options)),
  detail: (accountOfferId: number) =>
    queryOptions({
      queryKey: [...all(), 'detail', accountOfferId] as const,
      queryFn: async ({ signal }) => (await offersApi()).getAccountOffer(accountOfferId, { signal }),
    }),
  /**
   * The inventory's credentials are secrets: held only while the page shows them (no cache time, never
   * refetched in the background), never in a list's cache, never in storage.
   */
  credentials: (accountOfferId: number) =>
    queryOptions({
      queryKey: [...all(), 'credentials', accountOfferId] as const,
      queryFn: async ({ signal }) => (await offersApi()).listOfferCredentials(accountOfferId, { signal }),
      gcTime: 0,
      staleTime: 0,
      refetchOnWindowFocus: false,
    }),
}
