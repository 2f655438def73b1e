/** The keyboard shortcuts of the shell, as the shortcuts dialog lists them. */
export function shortcutList(apple: boolean) {
  return [
    { keys: [apple ? '⌘' : 'Ctrl', 'K'], action: 'Open the search and commands' },
    { keys: ['/'], action: 'Search the current list' },
    { keys: ['?'], action: 'Show the keyboard shortcuts' },
    { keys: ['↑', '↓'], action: 'Move through the results in the search' },
    { keys: ['Enter'], action: 'Open the chosen result' },
    { keys: ['Esc'], action: 'Close the search or a dialog' },
  ]
}

export function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
}

/** Typing into a field must never trigger a one-key shortcut such as "/" or "?". */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  const tag = target.tagName
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true
  if (tag !== 'INPUT') return false
  const type = (target as HTMLInputElement).type
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(type)
}

export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k'
}

/** Where the "/" shortcut sends the focus: the current list's search box marks itself with this attribute. */
export const LIST_SEARCH_SELECTOR = '[data-shortcut="list-search"]'
