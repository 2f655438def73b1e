import { queryOptions } from '@tanstack/react-query'
import { itemOfferList } from '../../api/lists'
import { listQuery } from '../../lib/load-query'

/** The item offers' API module and its readers: loaded with the first request, not with the app's first file. */
const offersApi = () => import('../../api/item-offers')

const all = () => ['item-offers'] as const

export const itemOfferQueries = {
  all,
  /** The seller's item offers. */
  list: listQuery(itemOfferList, all(), async (search, options) => (await offersApi()).listItemOffers(search, options)),
  /** One of them, with its fields. */
  detail: (itemOfferId: number) =>
    queryOptions({
      queryKey: [...all(), itemOfferId, 'detail'] as const,
      queryFn: async ({ signal }) => (await offersApi()).getItemOffer(itemOfferId, { signal }),
    }),
}
