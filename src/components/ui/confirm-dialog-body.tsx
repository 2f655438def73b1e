import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from './button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './dialog'
import { Cluster } from './layout'

interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  children: ReactNode
  confirm: string
  variant?: ButtonVariant
  pending?: boolean
  onConfirm: () => void
}

/** A dialog's buttons: Cancel (it closes the dialog), then the one that acts. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <Cluster>
      <li>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
      </li>
      <li>{children}</li>
    </Cluster>
  )
}

/** "Are you sure?" before a write that cannot be taken back: Cancel (and Escape) close it, the other button acts. */
export function ConfirmDialog({ open, onOpenChange, title, children, confirm, variant = 'primary', pending = false, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent hideClose>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{children}</DialogDescription>
        <DialogActions>
          <Button variant={variant} onClick={onConfirm} disabled={pending}>
            {confirm}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  )
}
