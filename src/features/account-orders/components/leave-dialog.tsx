import { Button } from '../../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog'

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
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <DialogContent role="alertdialog" hideClose>
        <DialogTitle>Leave without saving?</DialogTitle>
        <DialogDescription>
          Your changes to {what} are not saved. If you leave this page now, they are lost.
        </DialogDescription>
        <DialogFooter>
          <Button variant="primary" onClick={onStay}>
            Stay on this page
          </Button>
          <Button variant="danger" onClick={onLeave}>
            Leave without saving
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
