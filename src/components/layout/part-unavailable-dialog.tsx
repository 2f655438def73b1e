import { Button } from '../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../ui/dialog'
import { PART_UNAVAILABLE, type PartUnavailableProps } from './part-unavailable-notice'

/** The app's dialog, as an alert: the one way on is to reload. */
export function PartUnavailableDialog({ open, onOpenChange }: PartUnavailableProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" hideClose>
        <DialogTitle>{PART_UNAVAILABLE.title}</DialogTitle>
        <DialogDescription>{PART_UNAVAILABLE.text}</DialogDescription>
        <DialogFooter>
          <Button variant="primary" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
