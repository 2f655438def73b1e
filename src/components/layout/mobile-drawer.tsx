import type { RefObject } from 'react'
import { Dialog, DialogTitle } from '../ui/dialog'
import { SheetContent } from '../ui/sheet'
import { ThemeSwitch } from '../ui/theme-switch'
import { NavList } from './nav-list'
import { SessionFooter } from './session-footer'
import styles from './shell.module.css'
import { Brand } from './sidebar'

export interface MobileDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onLookup: (prompt: string) => void
  onSignOut?: () => void
  /** The menu button: the dialog has no trigger of its own, so the focus is sent back to it here. */
  returnFocus: RefObject<HTMLButtonElement | null>
}

/** The phone's navigation drawer (a modal dialog: the focus stays inside, Escape closes it). */
export function MobileDrawer({ open, onOpenChange, onLookup, onSignOut, returnFocus }: MobileDrawerProps) {
  const close = () => onOpenChange(false)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        aria-describedby={undefined}
        closeLabel="Close navigation"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocus.current?.focus()
        }}
      >
        <DialogTitle className="visually-hidden">Navigation</DialogTitle>
        <div className={styles.drawerBody}>
          <Brand onChoose={close} />
          <NavList onLookup={onLookup} onChoose={close} />
          <ThemeSwitch showLabels />
          <SessionFooter onSignOut={onSignOut} />
        </div>
      </SheetContent>
    </Dialog>
  )
}
