import { Button } from '../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../ui/dialog'

interface PartUnavailableProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Shown in place of a dialog whose code could not be downloaded (offline, or a new version was published). */
export function PartUnavailable({ open, onOpenChange }: PartUnavailableProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>This part could not be loaded</DialogTitle>
        <DialogDescription>
          Part of the dashboard could not be downloaded: the connection dropped, or a new version was just published.
          Check your connection, then reload the page.
        </DialogDescription>
        <DialogFooter>
          <Button variant="primary" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
