import { useBlocker } from '@tanstack/react-router'
import { useCallback } from 'react'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog'

interface UnsavedChangesGuardProps {
  /** Ask before leaving only while there is something unsaved. */
  when: boolean
  accountOrderId: string
  /** "the credentials": what would be lost. */
  what: string
  /** Called when the seller chooses to leave without saving. */
  onDiscard?: () => void
}

/** The order page and its child routes (the accept-dispute dialog) are the same page. */
function staysOnOrder(location: { routeId: string; params: unknown }, accountOrderId: string): boolean {
  const params = location.params as { accountOrderId?: unknown }
  return location.routeId.startsWith('/_app/account-orders/$accountOrderId') && params.accountOrderId === accountOrderId
}

/** Asks before leaving the page with unsaved changes; a reload or closing the tab asks through the browser. */
export function UnsavedChangesGuard({ when, accountOrderId, what, onDiscard }: UnsavedChangesGuardProps) {
  const shouldBlockFn = useCallback(
    ({ next }: { next: { routeId: string; params: unknown } }) => !staysOnOrder(next, accountOrderId),
    [accountOrderId],
  )
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload: true, disabled: !when, withResolver: true })
  const open = blocker.status === 'blocked'

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : blocker.reset?.())}>
      <DialogContent role="alertdialog" hideClose>
        <DialogTitle>Leave without saving?</DialogTitle>
        <DialogDescription>
          Your changes to {what} are not saved. If you leave this page now, they are lost.
        </DialogDescription>
        <DialogFooter>
          <Button variant="primary" onClick={() => blocker.reset?.()}>
            Stay on this page
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              onDiscard?.()
              blocker.proceed?.()
            }}
          >
            Leave without saving
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
