import { lazy, Suspense } from 'react'
import { AlertsToggle } from './alerts-toggle'
import { useAlertsEnabled } from './settings'

// The polling loads only once the seller turns alerts on: most visits never pay for it.
const AlertsWatcher = lazy(() => import('./alerts-watcher').then((module) => ({ default: module.AlertsWatcher })))

/** The header's alerts switch and, while it is on, the polling behind it. Mounted only while signed in. */
export function Alerts() {
  const enabled = useAlertsEnabled()
  return (
    <>
      <AlertsToggle enabled={enabled} />
      {enabled ? (
        <Suspense fallback={null}>
          <AlertsWatcher />
        </Suspense>
      ) : null}
    </>
  )
}
