import { useEffect, useRef } from 'react'
import { isEditableTarget, isPaletteShortcut, LIST_SEARCH_SELECTOR } from '../../lib/shortcuts'

interface ShellShortcuts {
  togglePalette: () => void
  showShortcuts: () => void
}

/** Ctrl/⌘+K anywhere; "?" and "/" only when the focus is not in a field and no other dialog is open. */
export function useShellShortcuts(handlers: ShellShortcuts) {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const inOtherDialog = target?.closest('[role="dialog"]:not([data-palette])') != null
      if (event.defaultPrevented || inOtherDialog) return
      if (isPaletteShortcut(event)) {
        event.preventDefault()
        latest.current.togglePalette()
        return
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isEditableTarget(event.target)) return
      if (event.key === '?') {
        event.preventDefault()
        latest.current.showShortcuts()
      } else if (event.key === '/') {
        const box = document.querySelector<HTMLElement>(LIST_SEARCH_SELECTOR)
        if (!box) return
        event.preventDefault()
        box.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
