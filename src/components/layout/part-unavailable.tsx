import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { toast } from '../ui/toast-store'
import { PART_UNAVAILABLE, type PartUnavailableProps } from './part-unavailable-notice'

const loadDialog = () => import('./part-unavailable-dialog')

/**
 * When even the dialog's code could not come (offline, or a new version replaced it): the same words in a toast,
 * which the shell always has. The dialog's code is fetched when a download fails, not on every visit in case one
 * does (docs/performance.md).
 */
function ToastInstead({ open, onOpenChange }: PartUnavailableProps) {
  useEffect(() => {
    if (!open) return
    toast.error(PART_UNAVAILABLE.title, { details: PART_UNAVAILABLE.text })
    onOpenChange(false)
  }, [open, onOpenChange])
  return null
}

const Notice = lazy(
  (): Promise<{ default: ComponentType<PartUnavailableProps> }> =>
    loadDialog().then(
      (module) => ({ default: module.PartUnavailableDialog }),
      () => ({ default: ToastInstead }),
    ),
)

/**
 * Shown in place of a dialog whose code could not be downloaded (offline, or a new version was published): the
 * page behind is inert, the focus on "Reload the page", Escape closes and the focus goes back.
 */
export function PartUnavailable(props: PartUnavailableProps) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  )
}
