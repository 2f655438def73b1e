import { useSyncExternalStore } from 'react'
import { Alert } from '../ui/alert'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Says so while the browser is offline; the live region is always there, so the change is announced. */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true)
  return (
    <div role="status">
      {online ? null : (
        <Alert tone="warning">
          <strong>You are offline.</strong> Nothing you typed is lost. Loading and saving work again once the
          connection is back.
        </Alert>
      )}
    </div>
  )
}
