import { redirect } from '@tanstack/react-router'
import type { ListDefinition } from '../../lib/list-search'
import { savedViewsName } from '../../lib/saved-views-name'
import { readShopItem } from '../../lib/shop-store'
import type { BeforeLoad } from './default-view'

/**
 * For a list route's `beforeLoad`: opens the seller's default view when the list is opened with no search.
 * The saved views load only then, so a first visit of any other page does not carry them.
 */
export function openDefaultView(list: ListDefinition, options: BeforeLoad): Promise<void> | void {
  if (options.cause === 'stay' || options.location.searchStr !== '') return
  // Most lists have no default view: they open at once, without waiting for the views' code.
  const stored = readShopItem(savedViewsName(options.routeId))
  if (typeof stored !== 'object' || stored === null || !('defaultId' in stored) || typeof stored.defaultId !== 'string') return
  return import('./default-view').then(({ defaultViewSearch }) => {
    const search = defaultViewSearch(list, options)
    // Replaces the bare entry, so Back does not come back to it and bounce.
    if (search) throw redirect({ to: options.location.pathname, search: search as never, replace: true })
  })
}
