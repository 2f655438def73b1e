import { getRouteApi } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { GiftCardOrdersSearch } from '../search'

export const listRoute = getRouteApi('/_app/gift-card-orders/')

/**
 * The list's state, read from and written to the URL. Any change other than the page itself goes back
 * to page 1; a push adds a history entry, so back and forward move between views.
 */
export function useListSearch() {
  const search = listRoute.useSearch()
  const navigate = listRoute.useNavigate()
  const update = useCallback(
    (patch: Partial<GiftCardOrdersSearch>, { replace = false }: { replace?: boolean } = {}) =>
      navigate({ to: '.', search: (prev) => ({ ...prev, page: 1, ...patch }), replace }),
    [navigate],
  )
  const replaceAll = useCallback(
    (next: GiftCardOrdersSearch) => navigate({ to: '.', search: next }),
    [navigate],
  )
  return { search, update, replaceAll }
}
