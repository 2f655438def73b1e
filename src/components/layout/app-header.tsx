import { Search } from 'lucide-react'
import type { ReactNode } from 'react'
import { isApplePlatform } from '../../lib/shortcuts'
import { Breadcrumbs } from './breadcrumbs'
import { DemoBadge } from './demo-badge'

interface AppHeaderProps {
  /** The phone's menu button (hidden on wider screens). */
  menu: ReactNode
  /** The colour scheme switch. */
  theme?: ReactNode
  onSearch: () => void
  /** A pointer or the focus on the search button starts loading the palette's code. */
  onSearchIntent: () => void
}

export function AppHeader({ menu, theme, onSearch, onSearchIntent }: AppHeaderProps) {
  const apple = isApplePlatform()
  return (
    <header className="app-header">
      {menu}
      <Breadcrumbs />
      <div className="app-header__tools">
        {import.meta.env.VITE_DEMO === 'true' ? <DemoBadge /> : null}
        <button
          type="button"
          className="search-trigger"
          aria-haspopup="dialog"
          aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
          onClick={onSearch}
          onPointerEnter={onSearchIntent}
          onFocus={onSearchIntent}
        >
          <Search aria-hidden="true" className="nav__icon" />
          <span className="search-trigger__label">Search</span>
          <kbd className="kbd">{apple ? '⌘K' : 'Ctrl K'}</kbd>
        </button>
        {theme}
      </div>
    </header>
  )
}
