import { useCallback, useSyncExternalStore } from 'react'

/** Where a table shows its rows as cards (table.module.css says the same width). */
export const PHONE_QUERY = '(max-width: 639.98px)'

const mediaList = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null)

/** Whether the media query matches now; a change (a phone turned sideways) renders again. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query)
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => mediaList(query)?.matches ?? false, () => false)
}
