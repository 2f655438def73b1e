import { Outlet, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { currentPageActions } from '../../lib/page-actions'
import type { PaletteCommand } from '../command-palette/palette-options'
import { AppHeader } from './app-header'
import { MobileNav } from './mobile-nav'
import { NAV_ITEMS } from './nav-items'
import { OfflineNotice } from './offline-notice'
import './shell.css'
import { Sidebar } from './sidebar'
import { useHasRoute } from './use-has-route'
import { useShellShortcuts } from './use-shell-shortcuts'
import { useStoredFlag } from './use-stored-flag'

// Loaded when first asked for: neither is part of the first page's code.
const loadPalette = () => import('../command-palette/command-palette')
const CommandPalette = lazy(() => loadPalette().then((module) => ({ default: module.CommandPalette })))
const ShortcutsDialog = lazy(() =>
  import('../command-palette/shortcuts-dialog').then((module) => ({ default: module.ShortcutsDialog })),
)

interface PaletteState {
  open: boolean
  placeholder?: string
}

export function AppLayout({ onSignOut }: { onSignOut: () => void }) {
  const router = useRouter()
  const hasRoute = useHasRoute()
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
    { label: 'Show keyboard shortcuts', keywords: 'help keys', perform: { run: () => setShortcuts(true) } },
    { label: 'Sign out', keywords: 'log out leave', perform: { run: onSignOut } },
  ]

  return (
    <div className={collapsed ? 'app app--collapsed' : 'app'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed(!collapsed)}
        onLookup={openPalette}
        onSignOut={onSignOut}
      />
      <div className="app__column">
        <AppHeader
          menu={<MobileNav open={drawerOpen} onOpenChange={setDrawerOpen} onLookup={openPalette} onSignOut={onSignOut} />}
          onSearch={() => openPalette()}
          onSearchIntent={() => void loadPalette().catch(() => undefined)}
        />
        <main id="main" className="app-main" tabIndex={-1}>
          <OfflineNotice />
          <Outlet />
        </main>
      </div>
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
