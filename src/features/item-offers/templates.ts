import { queryOptions } from '@tanstack/react-query'
import { getGames, getOfferTemplate } from '../../api/offer-templates'

/* The games and the item templates, keyed as every feature keys them so that they share the cache. */

export const gamesQuery = () =>
  queryOptions({ queryKey: ['games'], queryFn: ({ signal }) => getGames({ signal }), staleTime: Infinity })

export const itemTemplateQuery = (slug: string) =>
  queryOptions({ queryKey: ['offer-template', 'item', slug], queryFn: ({ signal }) => getOfferTemplate('item', slug, { signal }) })
