import type { ParsedLocation } from '@tanstack/react-router'
import type { ListDefinition } from '../../lib/list-search'
import { defaultViewOf, readSavedViews, sameViewSearch, viewSearchOf, type ViewSearch } from '../../lib/saved-views'

/*
 * A list opened with no search at all (the sidebar, a bare link) shows the seller's default view, by a
 * redirect that replaces the bare entry, so Back does not bounce. A bare entry the seller reached on the list
 * itself ("Clear filters") is remembered for this visit: going Back or Forward to it shows it as it was, the
 * URL staying the source of truth.
 */
const plainEntries = new Set<string>()

export const entryKey = (location: Pick<ParsedLocation, 'state'>) => location.state.__TSR_key ?? location.state.key

/** A bare entry shown on the list: it keeps no default view on Back and Forward. */
export function rememberPlainEntry(key: string): void {
  plainEntries.add(key)
}

export interface BeforeLoad {
  routeId: string
  location: ParsedLocation
  cause: 'preload' | 'enter' | 'stay'
}

/** The search of the default view to open when the list is opened bare, if any (see open-default-view.ts). */
export function defaultViewSearch(list: ListDefinition, { routeId, location }: BeforeLoad): ViewSearch | null {
  const key = entryKey(location)
  if (key !== undefined && plainEntries.has(key)) return null
  const search = defaultViewOf(readSavedViews(routeId, list))?.search
  // A view of the list as it opens anyway has a bare URL too: redirecting to it would never end.
  return search && !sameViewSearch(search, viewSearchOf(list, {})) ? search : null
}
