import { Link } from '@tanstack/react-router'
import panelLeftCloseIcon from 'lucide/dist/esm/icons/panel-left-close.mjs'
import panelLeftOpenIcon from 'lucide/dist/esm/icons/panel-left-open.mjs'
import storeIcon from 'lucide/dist/esm/icons/store.mjs'
import { cx } from '../ui/class-names'
import { NavList } from './nav-list'
import { SessionFooter } from './session-footer'
import styles from './shell.module.css'
import { Icon } from '../ui/icon'

interface SidebarProps {
  collapsed: boolean
  onToggleCollapsed: () => void
  onLookup: (prompt: string) => void
  onSignOut?: () => void
}

/** The laptop sidebar; on a phone it is hidden and the same parts open in a drawer (MobileNav). */
export function Sidebar({ collapsed, onToggleCollapsed, onLookup, onSignOut }: SidebarProps) {
  const toggleIcon = collapsed ? panelLeftOpenIcon : panelLeftCloseIcon
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar'
  return (
    <div className={cx(styles.sidebar, collapsed && styles.collapsed)}>
      <Brand collapsed={collapsed} />
      <NavList collapsed={collapsed} onLookup={onLookup} />
      <SessionFooter onSignOut={onSignOut} collapsed={collapsed} />
      <button type="button" className={styles.navLink} onClick={onToggleCollapsed} title={collapsed ? toggleLabel : undefined}>
        <Icon node={toggleIcon} className={styles.icon} />
        <span className={styles.label}>{toggleLabel}</span>
      </button>
    </div>
  )
}

export function Brand({ collapsed = false, onChoose }: { collapsed?: boolean; onChoose?: () => void }) {
  return (
    <Link to="/" className={styles.brand} title={collapsed ? 'Seller Dashboard' : undefined} onClick={onChoose}>
      <Icon node={storeIcon} className={styles.icon} />
      <span className={styles.label}>Seller Dashboard</span>
    </Link>
  )
}
