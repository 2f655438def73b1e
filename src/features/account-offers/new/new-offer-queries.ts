import { queryOptions } from '@tanstack/react-query'
import { getGames, getOfferTemplate } from '../../../api/offer-templates'

/* The games and their account templates, keyed as every offer form keys them so that forms share the cache. */

export const gamesQuery = () =>
  queryOptions({ queryKey: ['games'] as const, queryFn: ({ signal }) => getGames({ signal }), staleTime: Infinity })

export const templateQuery = (gameSlug: string) =>
  queryOptions({
    queryKey: ['offer-template', 'account', gameSlug] as const,
    queryFn: ({ signal }) => getOfferTemplate('account', gameSlug, { signal }),
  })
