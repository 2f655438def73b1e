import * as Dialog from '@radix-ui/react-dialog'
import { Menu, X } from 'lucide-react'
import { NavList } from './nav-list'
import { SessionFooter } from './session-footer'
import { Brand } from './sidebar'

interface MobileNavProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onLookup: (prompt: string) => void
  onSignOut: () => void
}

/**
 * The phone's navigation: a menu button opening a drawer (a modal dialog: the focus stays inside, Escape
 * closes it and the focus goes back to the button). Choosing an entry closes it.
 */
export function MobileNav({ open, onOpenChange, onLookup, onSignOut }: MobileNavProps) {
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="icon-button menu-button" aria-label="Open navigation">
        <Menu aria-hidden="true" className="nav__icon" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="drawer" aria-describedby={undefined}>
          <div className="drawer__head">
            <Dialog.Title className="visually-hidden">Navigation</Dialog.Title>
            <Brand onChoose={close} />
            <Dialog.Close className="icon-button" aria-label="Close navigation">
              <X aria-hidden="true" className="nav__icon" />
            </Dialog.Close>
          </div>
          <NavList onLookup={onLookup} onChoose={close} />
          <SessionFooter onSignOut={onSignOut} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
