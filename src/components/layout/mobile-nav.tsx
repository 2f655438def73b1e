import menuIcon from 'lucide/dist/esm/icons/menu.mjs'
import { lazy, Suspense, useRef, useState } from 'react'
import { Button } from '../ui/button'
import type { MobileDrawerProps } from './mobile-drawer'
import { PartUnavailable } from './part-unavailable'
import styles from './shell.module.css'
import { Icon } from '../ui/icon'

// The drawer (and the dialog code under it) loads when the menu is first pressed, not on the first visit.
const loadDrawer = () => import('./mobile-drawer')
const MobileDrawer = lazy(() =>
  loadDrawer().then((module) => ({ default: module.MobileDrawer }), () => ({ default: PartUnavailable })),
)

type MobileNavProps = Omit<MobileDrawerProps, 'returnFocus'>

/**
 * The phone's navigation: a menu button opening a drawer (a modal dialog: the focus stays inside, Escape
 * closes it and the focus goes back to the button). Choosing an entry closes it.
 */
export function MobileNav({ open, onOpenChange, ...drawer }: MobileNavProps) {
  const menu = useRef<HTMLButtonElement>(null)
  // False until first opened: the drawer mounts only then.
  const [wanted, setWanted] = useState(false)
  const preload = () => void loadDrawer().catch(() => undefined)
  return (
    <>
      <Button
        ref={menu}
        variant="ghost"
        size="icon"
        className={styles.menuButton}
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true)
          onOpenChange(true)
        }}
      >
        <Icon node={menuIcon} />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={onOpenChange} returnFocus={menu} {...drawer} />
        </Suspense>
      ) : null}
    </>
  )
}
