import { redirect, useLocation, type ParsedLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { ListDefinition } from '../../lib/list-search'
import { defaultViewOf, readSavedViews } from '../../lib/saved-views'

/*
 * A list opened with no search at all (the sidebar, a bare link) shows the seller's default view, by a
 * redirect that replaces the bare entry, so Back does not bounce. A bare entry the seller reached on the list
 * itself ("Clear filters") is remembered for this visit: going Back or Forward to it shows it as it was, the
 * URL staying the source of truth.
 */
const plainEntries = new Set<string>()

const entryKey = (location: Pick<ParsedLocation, 'state'>) => location.state.__TSR_key ?? location.state.key

interface BeforeLoad {
  routeId: string
  location: ParsedLocation
  cause: 'preload' | 'enter' | 'stay'
}

/** For a list route's `beforeLoad`: a redirect to the default view when the list is opened bare. */
export function openDefaultView(list: ListDefinition, { routeId, location, cause }: BeforeLoad): void {
  if (cause === 'stay' || location.searchStr !== '') return
  const key = entryKey(location)
  if (key !== undefined && plainEntries.has(key)) return
  const view = defaultViewOf(readSavedViews(routeId, list))
  if (!view) return
  throw redirect({ to: location.pathname, search: view.search as never, replace: true })
}

/** Remembers the bare entries shown on the list, which keep no default view on Back and Forward. */
export function useRememberPlainEntries(): void {
  const location = useLocation()
  const key = location.searchStr === '' ? entryKey(location) : undefined
  useEffect(() => {
    if (key !== undefined) plainEntries.add(key)
  }, [key])
}
