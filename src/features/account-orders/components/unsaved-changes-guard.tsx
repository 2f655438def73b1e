import { useBlocker } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useEffect } from 'react'
import { parseId } from '../../../lib/ids'
import { PartUnavailable } from '../../../components/layout/part-unavailable'
import type { LeaveDialogProps } from './leave-dialog'

/** In place of the question when its code could not download: say so, offer a reload, or stay. */
function LeaveDialogUnavailable({ open, onStay }: Pick<LeaveDialogProps, 'open' | 'onStay'>) {
  return <PartUnavailable open={open} onOpenChange={(next) => (next ? undefined : onStay())} />
}

// The question's dialog (and the dialog primitives under it) loads once there is something unsaved, not with the page.
const loadLeaveDialog = () => import('./leave-dialog')
const LeaveDialog = lazy(() =>
  loadLeaveDialog().then(
    (module) => ({ default: module.LeaveDialog }),
    () => ({ default: LeaveDialogUnavailable }),
  ),
)

interface UnsavedChangesGuardProps {
  /** Ask before leaving only while there is something unsaved. */
  when: boolean
  accountOrderId: number
  /** "the credentials": what would be lost. */
  what: string
  /** Called when the seller chooses to leave without saving. */
  onDiscard?: () => void
}

/** The order page and its child routes (the accept-dispute dialog) are the same page. */
function staysOnOrder(location: { routeId: string; params: unknown }, accountOrderId: number): boolean {
  // A blocker sees the address's params as text.
  const { accountOrderId: next } = location.params as { accountOrderId?: unknown }
  return (
    location.routeId.startsWith('/_app/account-orders/$accountOrderId') &&
    typeof next === 'string' &&
    parseId(next) === accountOrderId
  )
}

/** Asks before leaving the page with unsaved changes; a reload or closing the tab asks through the browser. */
export function UnsavedChangesGuard({ when, accountOrderId, what, onDiscard }: UnsavedChangesGuardProps) {
  const shouldBlockFn = useCallback(
    ({ next }: { next: { routeId: string; params: unknown } }) => !staysOnOrder(next, accountOrderId),
    [accountOrderId],
  )
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload: true, disabled: !when, withResolver: true })
  useEffect(() => {
    if (when) void loadLeaveDialog().catch(() => undefined)
  }, [when])
  if (!when && blocker.status !== 'blocked') return null

  return (
    <Suspense fallback={null}>
      <LeaveDialog
        open={blocker.status === 'blocked'}
        what={what}
        onStay={() => blocker.reset?.()}
        onLeave={() => {
          onDiscard?.()
          blocker.proceed?.()
        }}
      />
    </Suspense>
  )
}
