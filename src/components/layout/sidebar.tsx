import { Link } from '@tanstack/react-router'
import { PanelLeftClose, PanelLeftOpen, Store } from 'lucide-react'
import { NavList } from './nav-list'
import { SessionFooter } from './session-footer'

interface SidebarProps {
  collapsed: boolean
  onToggleCollapsed: () => void
  onLookup: (prompt: string) => void
  onSignOut: () => void
}

/** The laptop sidebar; on a phone it is hidden and the same parts open in a drawer (MobileNav). */
export function Sidebar({ collapsed, onToggleCollapsed, onLookup, onSignOut }: SidebarProps) {
  const Toggle = collapsed ? PanelLeftOpen : PanelLeftClose
  return (
    <div className={collapsed ? 'sidebar sidebar--collapsed' : 'sidebar'}>
      <Brand collapsed={collapsed} />
      <NavList collapsed={collapsed} onLookup={onLookup} />
      <SessionFooter onSignOut={onSignOut} collapsed={collapsed} />
      <button type="button" className="nav__link sidebar__toggle" onClick={onToggleCollapsed} title={collapsed ? 'Expand sidebar' : undefined}>
        <Toggle aria-hidden="true" className="nav__icon" />
        <span className="nav__label">{collapsed ? 'Expand sidebar' : 'Collapse sidebar'}</span>
      </button>
    </div>
  )
}

export function Brand({ collapsed = false, onChoose }: { collapsed?: boolean; onChoose?: () => void }) {
  return (
    <Link to="/" className="brand" title={collapsed ? 'Seller Dashboard' : undefined} onClick={onChoose}>
      <Store aria-hidden="true" className="nav__icon" />
      <span className="nav__label">Seller Dashboard</span>
    </Link>
  )
}
