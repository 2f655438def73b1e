import { startTransition, useEffect, useState } from 'react'
import type { AppRouter } from './router'

/** TanStack Router's own default: how long a load may take before its pending screen shows. */
const DEFAULT_PENDING_MS = 1000

/**
 * Whether the router may render yet. The app's first screen, shell and page together, renders once the router's
 * first load (`firstLoad`) has finished, or once its pending screen is due, in a transition, which React works on
 * in slices of a few milliseconds. The first paint shows the page with its data,
 * as when the router rendered at once, without the long task that kept the browser from answering the seller.
 */
export function useFirstLoad(router: AppRouter, firstLoad: Promise<void>): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const show = () => startTransition(() => setReady(true))
    const timer = setTimeout(show, router.options.defaultPendingMs ?? DEFAULT_PENDING_MS)
    firstLoad.then(show, show)
    return () => clearTimeout(timer)
  }, [router, firstLoad])
  return ready
}
