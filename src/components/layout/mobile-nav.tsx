import Menu from 'lucide-react/icons/menu'
import { Button } from '../ui/button'
import { Dialog, DialogTitle, DialogTrigger } from '../ui/dialog'
import { SheetContent } from '../ui/sheet'
import { ThemeSwitch } from '../ui/theme-switch'
import { NavList } from './nav-list'
import { SessionFooter } from './session-footer'
import styles from './shell.module.css'
import { Brand } from './sidebar'

interface MobileNavProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onLookup: (prompt: string) => void
  onSignOut?: () => void
}

/**
 * The phone's navigation: a menu button opening a drawer (a modal dialog: the focus stays inside, Escape
 * closes it and the focus goes back to the button). Choosing an entry closes it.
 */
export function MobileNav({ open, onOpenChange, onLookup, onSignOut }: MobileNavProps) {
  const close = () => onOpenChange(false)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className={styles.menuButton} aria-label="Open navigation">
          <Menu aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <SheetContent side="left" aria-describedby={undefined} closeLabel="Close navigation">
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
