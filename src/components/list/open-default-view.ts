import { redirect } from '@tanstack/react-router'
import type { ListDefinition } from '../../lib/list-search'
import type { BeforeLoad } from './default-view'

/**
 * For a list route's `beforeLoad`: opens the seller's default view when the list is opened with no search.
 * The saved views load only then, so a first visit of any other page does not carry them.
 */
export async function openDefaultView(list: ListDefinition, options: BeforeLoad): Promise<void> {
  if (options.cause === 'stay' || options.location.searchStr !== '') return
  const { defaultViewSearch } = await import('./default-view')
  const search = defaultViewSearch(list, options)
  // Replaces the bare entry, so Back does not come back to it and bounce.
  if (search) throw redirect({ to: options.location.pathname, search: search as never, replace: true })
}
