import { queryOptions } from '@tanstack/react-query'
import { accountOfferList, type ListQuery } from '../../api/lists'
import { listQuery } from '../../lib/load-query'

/** The games and their templates (the offer templates' kit), loaded with the new offer's page. */
const templatesApi = () => import('../../api/offer-templates')

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
  /** The marketplace's games (keyed as every offer form keys them, to share the cache); the page keeps those selling accounts. */
  games: () =>
    queryOptions({
      queryKey: ['games'] as const,
      queryFn: async ({ signal }) => (await templatesApi()).getGames({ signal }),
      staleTime: Infinity,
    }),
  template: (gameSlug: string) =>
    queryOptions({
      queryKey: ['offer-template', 'account', gameSlug] as const,
      queryFn: async ({ signal }) => (await templatesApi()).getOfferTemplate('account', gameSlug, { signal }),
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
