import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { PauseAlert } from './ports'
import { autoOfferCount, subscribeAuto } from './store-signal'

// The engine loads only once some offer of the shop has automatic repricing on: most visits never pay for it.
const RepricingStatus = lazy(() => import('./repricing-status').then((module) => ({ default: module.RepricingStatus })))

export interface AutoRepricingProps {
  /** The shop on screen: one tab of the browser reprices each shop. */
  shop: string
  onPause: (alert: PauseAlert) => void
}

/**
 * The header's "Repricing 2 offers", and the repricing behind it, while some offer of the shop is on. Whether one
 * is, is a read of this tab's storage (store-signal.ts, part of the shell): a visit without one downloads nothing
 * for it.
 */
export function AutoRepricing({ shop, onPause }: AutoRepricingProps) {
  const count = useSyncExternalStore(subscribeAuto, autoOfferCount, () => 0)
  if (count === 0) return null
  return (
    <Suspense fallback={null}>
      <RepricingStatus shop={shop} onPause={onPause} />
    </Suspense>
  )
}
