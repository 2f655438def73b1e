import { queryOptions } from '@tanstack/react-query'
import { accountOfferList, type ListQuery } from '../../api/lists'
import { listQuery } from '../../lib/load-query'
import { taskLimit } from '../../lib/task-limit'

/** The account offers' API module and its readers: loaded with the first request, not with the app's first file. */
export const offersApi = () => import('../../api/account-offers')

export type AccountOffersQuery = ListQuery<typeof accountOfferList>

const all = () => ['account-offers'] as const

// A list of 50 offers asks for 50 counts: 4 at a time, well within the 1000 reads a minute.
const countReads = taskLimit(4)

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
  /**
   * How many credentials of the offer are unsold: a number only, never a credential. Under the inventory's key, so
   * a change to the inventory reads it again; the offer's page sets it from the inventory it shows.
   */
  unsoldCount: (accountOfferId: number) =>
    queryOptions({
      queryKey: [...all(), 'credentials', accountOfferId, 'unsold'] as const,
      queryFn: ({ signal }) => countReads(async () => (await offersApi()).countUnsoldCredentials(accountOfferId, { signal }), signal),
      staleTime: 60_000,
    }),
}
