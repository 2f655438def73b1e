import checkIcon from 'lucide/dist/esm/icons/check.mjs'
import coffeeIcon from 'lucide/dist/esm/icons/coffee.mjs'
import logOutIcon from 'lucide/dist/esm/icons/log-out.mjs'
import plusIcon from 'lucide/dist/esm/icons/plus.mjs'
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react'
import { shopLabel } from '../../lib/shop-store'
import { Button } from '../ui/button'
import type { ShopSwitcherProps } from './shop-switcher-props'
import styles from './shop-menu.module.css'
import { Icon } from '../ui/icon'

interface ShopMenuProps extends ShopSwitcherProps {
  id: string
  /** Which item takes the focus on opening. */
  focus: 'first' | 'last'
  onClose: (returnFocus: boolean) => void
  anchor: RefObject<HTMLButtonElement | null>
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])]
}

/** The ARIA menu pattern: arrows, Home and End move, Escape or Tab closes, a click outside closes. */
export function ShopMenu({ shops, current, onSwitch, onAdd, onSignOut, onTakeBreak, id, focus, onClose, anchor }: ShopMenuProps) {
  const menu = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  useLayoutEffect(() => {
    close.current = onClose
  })

  useEffect(() => {
    const all = menuItems(menu.current)
    all[focus === 'first' ? 0 : all.length - 1]?.focus()
  }, [focus])
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menu.current?.contains(target) && !anchor.current?.contains(target)) close.current(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [anchor])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault()
      onClose(event.key === 'Escape')
      return
    }
    const move = MOVES[event.key]
    if (!move) return
    event.preventDefault()
    const all = menuItems(menu.current)
    all[move(all.indexOf(document.activeElement as HTMLElement), all.length)]?.focus()
  }
  const choose = (action: () => void) => () => {
    onClose(true)
    action()
  }

  return (
    <div ref={menu} id={id} role="menu" aria-label="Shops" className={styles.menu} onKeyDown={onKeyDown}>
      {shops.map((shop) => (
        <Button
          key={shop.id}
          role="menuitemradio"
          aria-checked={shop.id === current.id}
          tabIndex={-1}
          variant="ghost"
          className={styles.item}
          onClick={choose(() => onSwitch(shop.id))}
        >
          <Icon node={checkIcon} className={shop.id === current.id ? undefined : styles.unchecked} />
          <span className={styles.name}>{shopLabel(shop)}</span>
        </Button>
      ))}
      <div role="separator" className={styles.separator} />
      {onTakeBreak ? (
        <Button role="menuitem" tabIndex={-1} variant="ghost" className={styles.item} aria-haspopup="dialog" onClick={choose(onTakeBreak)}>
          <Icon node={coffeeIcon} />
          Take a break
        </Button>
      ) : null}
      <Button role="menuitem" tabIndex={-1} variant="ghost" className={styles.item} onClick={choose(onAdd)}>
        <Icon node={plusIcon} />
        Add a shop
      </Button>
      <Button role="menuitem" tabIndex={-1} variant="ghost" className={styles.item} onClick={choose(onSignOut)}>
        <Icon node={logOutIcon} />
        Sign out of {shopLabel(current)}
      </Button>
    </div>
  )
}
