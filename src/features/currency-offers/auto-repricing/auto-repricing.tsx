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
  const [Check, setCheck] = useState<ComponentType<AutoRepricingProps>>()
  useEffect(() => {
    let stopped = false
    let cancel = () => {}
    const load = () => {
      cancel = whenIdle(() =>
        import('./repricing-check').then(
          (module) => setCheck(() => module.RepricingCheck),
          () => {
            if (stopped) return
            const timer = setTimeout(load, RETRY_MS)
            cancel = () => clearTimeout(timer)
          },
        ),
      )
    }
    load()
    return () => {
      stopped = true
      cancel()
    }
  }, [])
  return Check ? <Check {...props} /> : null
}
