import { lazy, Suspense, useEffect, useState } from 'react'
import { whenIdle } from '../../../lib/idle'
import type { AutoRepricingProps } from './repricing-check'

/*
 * The check whether some offer of the shop reprices on its own (and, once one does, the engine) loads in the first
 * idle moment after start-up: a page's first download does without it, and a repricing waits that moment at most.
 */
const RepricingCheck = lazy(() => import('./repricing-check').then((module) => ({ default: module.RepricingCheck })))

/** The header's "Repricing 2 offers", and the repricing behind it, while some offer is on. */
export function AutoRepricing(props: AutoRepricingProps) {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  if (!idle) return null
  return (
    <Suspense fallback={null}>
      <RepricingCheck {...props} />
    </Suspense>
  )
}
