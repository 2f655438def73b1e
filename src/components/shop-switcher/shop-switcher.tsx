import chevronDownIcon from 'lucide/dist/esm/icons/chevron-down.mjs'
import storeIcon from 'lucide/dist/esm/icons/store.mjs'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { shopLabel } from '../../lib/shop-store'
import { Button } from '../ui/button'
import type { ShopSwitcherProps } from './shop-switcher-props'
import styles from './shop-switcher.module.css'
import { Icon } from '../ui/icon'

// The menu's code loads when it is first opened: the header's button alone is part of the first page.
const ShopMenu = lazy(() => import('./shop-menu').then((module) => ({ default: module.ShopMenu })))

/** The header's menu button: which shop is open, and switching, adding or signing out of one. */
export function ShopSwitcher(props: ShopSwitcherProps) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) button.current?.focus()
  }
  return (
    <div className={styles.switcher}>
      <Button
        ref={button}
        variant="ghost"
        className={styles.trigger}
        aria-label={`Shop: ${shopLabel(props.current)}`}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
          event.preventDefault()
          setOpen(event.key === 'ArrowDown' ? 'first' : 'last')
        }}
      >
        <Icon node={storeIcon} />
        <span className={styles.name}>{shopLabel(props.current)}</span>
        <Icon node={chevronDownIcon} />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ShopMenu {...props} id={menuId} focus={open} onClose={close} anchor={button} />
        </Suspense>
      ) : null}
    </div>
  )
}
