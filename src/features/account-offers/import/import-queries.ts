import { queryOptions } from '@tanstack/react-query'
import { getGames, getOfferTemplate } from '../../../api/offer-templates'
import type { AccountOffer } from '../../../api/records/account-offer'
import { offersApi } from '../queries'

/* The games and a game's account template, keyed as every offer form keys them (they share the cache). */
export const importQueries = {
  games: () => queryOptions({ queryKey: ['games'], queryFn: ({ signal }) => getGames({ signal }), staleTime: Infinity }),
  template: (slug: string) =>
    queryOptions({
      queryKey: ['offer-template', 'account', slug],
      queryFn: ({ signal }) => getOfferTemplate('account', slug, { signal }),
    }),
}

/**
 * For a row marked Check: the seller's offers of this game with exactly this title (searched by title: a read;
 * nothing is sent again from here).
 */
export async function offersTitled(title: string, game: string): Promise<AccountOffer[]> {
  const page = await (await offersApi()).listAccountOffers({ search: title, per_page: 50 })
  return page.records.filter((offer) => offer.title === title && (offer.game?.slug ?? game) === game)
}
