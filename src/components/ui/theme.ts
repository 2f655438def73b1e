import { useSyncExternalStore } from 'react'

export type Theme = 'system' | 'light' | 'dark'
export const THEMES: readonly Theme[] = ['system', 'light', 'dark']

// Not a secret: only the look. public/theme.js reads the same key before the first paint.
const STORAGE_KEY = 'seller-dashboard.theme'
const DARK_QUERY = '(prefers-color-scheme: dark)'
const listeners = new Set<() => void>()

function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return stored === 'light' || stored === 'dark' ? stored : 'system'
  } catch {
    return 'system'
  }
}

// In memory too, so a choice holds for this page even where storage is blocked.
let current: Theme = readStoredTheme()
const readTheme = () => current

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
}

function resolvedTheme(): 'light' | 'dark' {
  const theme = readTheme()
  if (theme !== 'system') return theme
  return systemPrefersDark() ? 'dark' : 'light'
}

function applyTheme(theme: Theme) {
  const root = document.documentElement
  if (theme === 'system') root.removeAttribute('data-theme')
  else root.setAttribute('data-theme', theme)
}

function notify() {
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab changed the theme, or the system's scheme changed while "system" is chosen.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return
    current = readStoredTheme()
    applyTheme(current)
    listener()
  }
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined
  window.addEventListener('storage', onStorage)
  media?.addEventListener('change', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
    media?.removeEventListener('change', listener)
  }
}

export function setTheme(theme: Theme) {
  current = theme
  try {
    if (theme === 'system') localStorage.removeItem(STORAGE_KEY)
    else localStorage.setItem(STORAGE_KEY, theme)
  } catch {
    // Storage blocked: the choice still holds until the page is left.
  }
  applyTheme(theme)
  notify()
}

/** The chosen theme, the one in effect ("system" resolved), and a setter that remembers the choice. */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'system' as const)
  const resolved = useSyncExternalStore(subscribe, resolvedTheme, () => 'light' as const)
  return { theme, resolvedTheme: resolved, setTheme }
}
