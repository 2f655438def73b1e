import * as Dialog from '@radix-ui/react-dialog'
import { useBlocker } from '@tanstack/react-router'
import { useCallback } from 'react'

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
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : blocker.reset?.())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" role="alertdialog">
          <Dialog.Title className="dialog__title">Leave without saving?</Dialog.Title>
          <Dialog.Description>
            Your changes to {what} are not saved. If you leave this page now, they are lost.
          </Dialog.Description>
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={() => blocker.reset?.()}>
              Stay on this page
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                onDiscard?.()
                blocker.proceed?.()
              }}
            >
              Leave without saving
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
