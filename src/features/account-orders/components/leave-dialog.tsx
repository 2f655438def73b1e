import * as Dialog from '@radix-ui/react-dialog'

export interface LeaveDialogProps {
  open: boolean
  /** "the credentials": what would be lost. */
  what: string
  onStay: () => void
  onLeave: () => void
}

/** Asks whether to leave the page with unsaved changes. */
export function LeaveDialog({ open, what, onStay, onLeave }: LeaveDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" role="alertdialog">
          <Dialog.Title className="dialog__title">Leave without saving?</Dialog.Title>
          <Dialog.Description>
            Your changes to {what} are not saved. If you leave this page now, they are lost.
          </Dialog.Description>
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={onStay}>
              Stay on this page
            </button>
            <button type="button" className="button button--danger" onClick={onLeave}>
              Leave without saving
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
