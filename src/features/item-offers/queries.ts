import { queryOptions } from '@tanstack/react-query'
import { getItemOffer, listItemOffers } from '../../api/item-offers'
import { itemOfferList } from '../../api/lists'
import { listQuery } from '../../lib/load-query'

const all = () => ['item-offers'] as const

export const itemOfferQueries = {
  all,
  /** The seller's item offers. */
  list: listQuery(itemOfferList, all(), (search, options) => listItemOffers(search, options)),
  /** One of them, with its fields. */
  detail: (itemOfferId: number) =>
    queryOptions({
      queryKey: [...all(), itemOfferId, 'detail'] as const,
      queryFn: ({ signal }) => getItemOffer(itemOfferId, { signal }),
    }),
}
