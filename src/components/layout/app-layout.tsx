import { Outlet, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { currentPageActions } from '../../lib/page-actions'
import type { PaletteCommand } from '../command-palette/palette-options'
import { cx } from '../ui/class-names'
import { setTheme, useTheme } from '../ui/theme'
import { Toaster } from '../ui/toaster'
import { AppHeader } from './app-header'
import { MobileNav } from './mobile-nav'
import { NAV_ITEMS } from './nav-items'
import { OfflineNotice } from './offline-notice'
import { PartUnavailable } from './part-unavailable'
import styles from './shell.module.css'
import { Sidebar } from './sidebar'
import { useHasRoute } from './use-has-route'
import { useShellShortcuts } from './use-shell-shortcuts'
import { useStoredFlag } from './use-stored-flag'

// Loaded when first asked for: neither is part of the first page's code. Code that cannot download says so.
const loadPalette = () => import('../command-palette/command-palette')
const CommandPalette = lazy(() =>
  loadPalette().then((module) => ({ default: module.CommandPalette }), () => ({ default: PartUnavailable })),
)
const ShortcutsDialog = lazy(() =>
  import('../command-palette/shortcuts-dialog').then(
    (module) => ({ default: module.ShortcutsDialog }),
    () => ({ default: PartUnavailable }),
  ),
)

interface PaletteState {
  open: boolean
  placeholder?: string
}

interface AppLayoutProps {
  onSignOut?: () => void
  /** A quiet status line in the header (the API's rate limit); it renders on its own, not with the shell. */
  headerStatus?: ReactNode
  /** The shop switcher in the header. */
  headerShop?: ReactNode
  /** What every page says above its content while it holds (a break is on), from another feature. */
  notice?: ReactNode
  /** Changes when the seller switches shops: the page below the shell starts afresh, on the new shop's data. */
  contentKey?: string
}

export function AppLayout({ onSignOut, headerStatus, headerShop, notice, contentKey }: AppLayoutProps) {
  const router = useRouter()
  const hasRoute = useHasRoute()
  const { resolvedTheme } = useTheme()
  const [collapsed, setCollapsed] = useStoredFlag('seller-dashboard.sidebar-collapsed')
  const [drawerOpen, setDrawerOpen] = useState(false)
  // null until first opened: the lazy parts mount only then.
  const [palette, setPalette] = useState<PaletteState | null>(null)
  const [shortcuts, setShortcuts] = useState<boolean | null>(null)

  const openPalette = (placeholder?: string) => setPalette({ open: true, placeholder })
  useShellShortcuts({
    togglePalette: () => setPalette((state) => ({ open: !state?.open })),
    showShortcuts: () => setShortcuts(true),
  })

  const pages: PaletteCommand[] = NAV_ITEMS.filter((item) => hasRoute(item.to)).map((item) => ({
    label: `Go to ${item.label}`,
    keywords: 'page list open',
    perform: { href: item.to },
  }))
  const actions: PaletteCommand[] = [
    ...currentPageActions().map(({ label, keywords, run }) => ({ label, keywords, perform: { run } })),
    {
      label: resolvedTheme === 'dark' ? 'Switch to the light theme' : 'Switch to the dark theme',
      keywords: 'toggle theme colour color scheme mode',
      perform: { run: () => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark') },
    },
    { label: 'Use the system’s theme', keywords: 'theme colour color scheme mode', perform: { run: () => setTheme('system') } },
    { label: 'Show keyboard shortcuts', keywords: 'help keys', perform: { run: () => setShortcuts(true) } },
    ...(onSignOut ? [{ label: 'Sign out', keywords: 'log out leave', perform: { run: onSignOut } }] : []),
  ]

  return (
    <div className={cx(styles.app, collapsed && styles.collapsed)}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Sidebar
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed(!collapsed)}
        onLookup={openPalette}
        onSignOut={onSignOut}
      />
      <div className={styles.column}>
        <AppHeader
          menu={<MobileNav open={drawerOpen} onOpenChange={setDrawerOpen} onLookup={openPalette} onSignOut={onSignOut} />}
          onSearch={() => openPalette()}
          onSearchIntent={() => void loadPalette().catch(() => undefined)}
          status={headerStatus}
          shop={headerShop}
        />
        <main id="main" className={styles.main} tabIndex={-1}>
          <OfflineNotice />
          {notice}
          <Outlet key={contentKey} />
        </main>
      </div>
      <Toaster />
      <Suspense fallback={null}>
        {palette ? (
          <CommandPalette
            open={palette.open}
            placeholder={palette.placeholder}
            onOpenChange={(open) => setPalette({ open })}
            pages={pages}
            actions={actions}
            hasRoute={hasRoute}
            onNavigate={(href) => void router.navigate({ href })}
          />
        ) : null}
        {shortcuts === null ? null : <ShortcutsDialog open={shortcuts} onOpenChange={setShortcuts} />}
      </Suspense>
    </div>
  )
}
