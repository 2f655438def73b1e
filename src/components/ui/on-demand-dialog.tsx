import { lazy, Suspense, type ComponentType } from 'react'
import { PartUnavailable } from '../layout/part-unavailable'

/** A dialog either says whether it is open, or is rendered only while open and closes with `onClose`. */
type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void } | { open?: never; onClose: () => void }

/**
 * A dialog that only the seller's click opens (a confirmation, an edit), whose code is fetched when it first opens:
 * no first visit downloads it for a click that may never come. A download that fails shows the shell's "could not be
 * loaded" notice in its place. Nothing is rendered while it is closed, so the focus goes back to what opened it.
 */
export function onDemandDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({
        default: (props: P) => (
          <PartUnavailable open onOpenChange={(open) => open || ('onClose' in props ? props.onClose() : props.onOpenChange(false))} />
        ),
      }),
    ),
  )
  return function OnDemandDialog(props: P) {
    if (props.open === false) return null
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    )
  }
}
