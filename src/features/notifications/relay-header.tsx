import { lazy, Suspense, type ReactNode } from 'react'
import { useRelayConnected } from './connection'

// The stream and the bell load only while a relay is connected: without one, no code of theirs downloads.
// Code that cannot download leaves the header as it was without a relay.
const Nothing = () => null
const LiveInbox = lazy(() =>
  import('./live/live-inbox').then(
    (module): { default: () => ReactNode } => ({ default: module.LiveInbox }),
    () => ({ default: Nothing }),
  ),
)

/** The header's bell and the live stream behind it, while this tab is connected to a relay. */
export function RelayHeader() {
  if (!useRelayConnected()) return null
  return (
    <Suspense fallback={null}>
      <LiveInbox />
    </Suspense>
  )
}
