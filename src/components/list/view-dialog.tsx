import { useRef, type ReactNode, type RefObject } from 'react'
import type { SavedViews } from '../../lib/saved-views'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog'

export interface ViewDialogProps {
  state: SavedViews
  change: (next: SavedViews) => void
  onClose: () => void
  /** Where the focus goes when the button that opened the dialog is gone (a deleted view's menu). */
  fallbackFocus: RefObject<HTMLButtonElement | null>
}

interface ViewDialogFrameProps {
  title: string
  description: ReactNode
  onClose: () => void
  fallbackFocus: ViewDialogProps['fallbackFocus']
  children: ReactNode
}

/** The open dialog of a saved view: closing it gives the focus back to the chip's menu or "Save view". */
export function ViewDialogFrame({ title, description, onClose, fallbackFocus, children }: ViewDialogFrameProps) {
  const opener = useRef<Element | null>(null)
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        onOpenAutoFocus={() => {
          opener.current = document.activeElement
        }}
        onCloseAutoFocus={(event) => {
          // The dialog gives the focus back to what opened it; a deleted view's menu is gone, so the fallback takes it.
          if (opener.current?.isConnected) return
          event.preventDefault()
          fallbackFocus.current?.focus()
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  )
}
