import { useDeferredValue, type ReactNode } from 'react'

/**
 * When the app first paints, the page under the shell renders in a transition of its own: React works on it in
 * slices of a few milliseconds, so the first screen is not one long task that keeps the browser from answering
 * the seller. Only the first mount waits; later pages come with the router's own transitions.
 */
export function AfterShell({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false)
  return ready ? children : null
}
