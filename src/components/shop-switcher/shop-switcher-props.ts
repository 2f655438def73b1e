import type { Shop } from '../../lib/shop-store'

/** What the header's shop switcher and its menu are given: the tab's shops and what the seller can do with them. */
export interface ShopSwitcherProps {
  shops: readonly Shop[]
  current: Shop
  onSwitch: (id: string) => void
  /** Opens sign-in for one more shop. */
  onAdd: () => void
  /** Signs out of the current shop only. */
  onSignOut: () => void
  /** Opens "Take a break" for the current shop. */
  onTakeBreak?: () => void
}
