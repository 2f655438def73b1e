import { queryOptions } from '@tanstack/react-query'
import { giftCardOfferList } from '../../api/lists'
import { listQuery } from '../../lib/load-query'

/** The API of gift card offers loads with these pages, not with every page's first download. */
export const offersApi = () => import('../../api/gift-card-offers')

const all = () => ['gift-card-offers'] as const
/** The catalog changes seldom: read once a visit, at most every ten minutes. */
const CATALOG_STALE_MS = 10 * 60_000

export const giftCardOfferQueries = {
  all,
  /** The seller's gift card offers. */
  list: listQuery(giftCardOfferList, all(), async (search, options) => (await offersApi()).listGiftCardOffers(search, options)),
  detail: (giftCardOfferId: number) =>
    queryOptions({
      queryKey: [...all(), 'detail', giftCardOfferId] as const,
      queryFn: async ({ signal }) => (await offersApi()).getGiftCardOffer(giftCardOfferId, { signal }),
    }),
  brands: () =>
    queryOptions({
      queryKey: [...all(), 'catalog', 'brands'] as const,
      queryFn: async ({ signal }) => (await offersApi()).listGiftCardBrands({ signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  regions: () =>
    queryOptions({
      queryKey: [...all(), 'catalog', 'regions'] as const,
      queryFn: async ({ signal }) => (await offersApi()).listGiftCardRegions({ signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  /** The catalog's cards of one brand. */
  cards: (brandId: number) =>
    queryOptions({
      queryKey: [...all(), 'catalog', 'cards', brandId] as const,
      queryFn: async ({ signal }) => (await offersApi()).listGiftCards({ brandId }, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
}
