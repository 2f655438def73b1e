import { useEffect, useState, type ComponentType } from 'react'
import { whenIdle } from '../../../lib/idle'
import type { AutoRepricingProps } from './repricing-check'

/** After a failed download (offline, or a new version published), the next try waits this long. */
const RETRY_MS = 30_000

/*
 * The check whether some offer of the shop reprices on its own (and, once one does, the engine) loads in the first
 * idle moment after start-up: a page's first download does without it, and a repricing waits that moment at most.
 * Its download failing is not the page's failure: the page stays, and the check tries again later.
 */
export function AutoRepricing(props: AutoRepricingProps) {
  const [Check, setCheck] = useState<ComponentType<AutoRepricingProps> | null>(null)
  useEffect(() => {
    let cancelIdle = () => {}
    let retry: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const load = () => {
      import('./repricing-check').then(
        (module) => stopped || setCheck(() => module.RepricingCheck),
        () => {
          if (!stopped) retry = setTimeout(() => (cancelIdle = whenIdle(load)), RETRY_MS)
        },
      )
    }
    cancelIdle = whenIdle(load)
    return () => {
      stopped = true
      cancelIdle()
      clearTimeout(retry)
    }
  }, [])
  return Check ? <Check {...props} /> : null
}
