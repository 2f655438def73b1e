import searchIcon from 'lucide/dist/esm/icons/search.mjs'
import type { ReactNode } from 'react'
import { isApplePlatform } from '../../lib/shortcuts'
import { Button } from '../ui/button'
import { Kbd } from '../ui/kbd'
import { ThemeSwitch } from '../ui/theme-switch'
import { Breadcrumbs } from './breadcrumbs'
import { DemoBadge } from './demo-badge'
import styles from './shell.module.css'
import { Icon } from '../ui/icon'

interface AppHeaderProps {
  /** The phone's menu button (hidden on wider screens). */
  menu: ReactNode
  onSearch: () => void
  /** A pointer or the focus on the search button starts loading the palette's code. */
  onSearchIntent: () => void
  /** A quiet status line: the API's rate limit when few requests are left. */
  status?: ReactNode
  /** The shop switcher. */
  shop?: ReactNode
}

export function AppHeader({ menu, onSearch, onSearchIntent, status, shop }: AppHeaderProps) {
  const apple = isApplePlatform()
  return (
    <header className={styles.header}>
      {menu}
      <Breadcrumbs />
      <div className={styles.tools}>
        {status}
        {shop}
        {import.meta.env.VITE_DEMO === 'true' ? <DemoBadge /> : null}
        <Button
          variant="secondary"
          className={styles.searchTrigger}
          aria-haspopup="dialog"
          aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
          onClick={onSearch}
          onPointerEnter={onSearchIntent}
          onFocus={onSearchIntent}
        >
          {/* Named by its word at every width (no aria-label that would differ from what it shows), the shortcut told by aria-keyshortcuts. */}
          <Icon node={searchIcon} />
          <span className={styles.searchLabel}>Search</span>
          <Kbd aria-hidden="true">{apple ? '⌘K' : 'Ctrl K'}</Kbd>
        </Button>
        {/* On a phone the theme switch is in the navigation drawer: the header keeps room for the title. */}
        <ThemeSwitch className={styles.headerTheme} />
      </div>
    </header>
  )
}
