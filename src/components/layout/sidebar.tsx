import { Link } from '@tanstack/react-router'
import PanelLeftClose from 'lucide-react/icons/panel-left-close'
import PanelLeftOpen from 'lucide-react/icons/panel-left-open'
import Store from 'lucide-react/icons/store'
import { cx } from '../ui/class-names'
import { NavList } from './nav-list'
import { SessionFooter } from './session-footer'
import styles from './shell.module.css'

interface SidebarProps {
  collapsed: boolean
  onToggleCollapsed: () => void
  onLookup: (prompt: string) => void
  onSignOut?: () => void
}

/** The laptop sidebar; on a phone it is hidden and the same parts open in a drawer (MobileNav). */
export function Sidebar({ collapsed, onToggleCollapsed, onLookup, onSignOut }: SidebarProps) {
  const Toggle = collapsed ? PanelLeftOpen : PanelLeftClose
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar'
  return (
    <div className={cx(styles.sidebar, collapsed && styles.collapsed)}>
      <Brand collapsed={collapsed} />
      <NavList collapsed={collapsed} onLookup={onLookup} />
      <SessionFooter onSignOut={onSignOut} collapsed={collapsed} />
      <button type="button" className={styles.navLink} onClick={onToggleCollapsed} title={collapsed ? toggleLabel : undefined}>
        <Toggle aria-hidden="true" className={styles.icon} />
        <span className={styles.label}>{toggleLabel}</span>
      </button>
    </div>
  )
}

export function Brand({ collapsed = false, onChoose }: { collapsed?: boolean; onChoose?: () => void }) {
  return (
    <Link to="/" className={styles.brand} title={collapsed ? 'Seller Dashboard' : undefined} onClick={onChoose}>
      <Store aria-hidden="true" className={styles.icon} />
      <span className={styles.label}>Seller Dashboard</span>
    </Link>
  )
}
