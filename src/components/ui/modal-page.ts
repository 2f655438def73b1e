/*
 * What an open modal does to the page around it: the rest of the page is inert (out of reach of the pointer, the
 * keyboard and a screen reader) and does not scroll. Each open modal keeps its own list of what it changed, so a
 * modal over another gives back exactly what it took when it closes.
 */

/** The open modals, the topmost last: only the topmost one answers Escape and keeps the focus. */
export const openModals: HTMLElement[] = []

/**
 * Makes every child of body but `layer` inert, and hidden from assistive technology that does not know `inert`
 * (and from tests that ask for roles); returns how to undo it.
 */
export function makeOthersInert(layer: HTMLElement): () => void {
  const made = [...document.body.children]
    .filter((element) => element !== layer && !element.hasAttribute('inert'))
    .map((element) => ({ element, ariaHidden: element.getAttribute('aria-hidden') }))
  for (const { element } of made) {
    element.setAttribute('inert', '')
    element.setAttribute('aria-hidden', 'true')
  }
  return () => {
    for (const { element, ariaHidden } of made) {
      element.removeAttribute('inert')
      if (ariaHidden === null) element.removeAttribute('aria-hidden')
      else element.setAttribute('aria-hidden', ariaHidden)
    }
  }
}

let locks = 0
let restoreScroll = () => {}

/**
 * Stops the page behind from scrolling. The scroll bar's gutter stays, so nothing behind moves sideways when the
 * bar goes. Nested modals share one lock, released when the last closes.
 */
export function lockScroll(): () => void {
  if (locks++ === 0) {
    const { style } = document.documentElement
    const before = { overflow: style.overflow, scrollbarGutter: style.scrollbarGutter }
    const hasScrollBar = window.innerWidth > document.documentElement.clientWidth
    style.overflow = 'hidden'
    if (hasScrollBar) style.scrollbarGutter = 'stable'
    restoreScroll = () => Object.assign(style, before)
  }
  return () => {
    if (--locks === 0) restoreScroll()
  }
}

const TABBABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex], [contenteditable="true"]'

/** What Tab reaches inside `root`, in order: enabled, not hidden, not taken out of the tab order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[hidden], [inert]') &&
      // jsdom lays nothing out, so it has no checkVisibility: there every element counts as shown.
      element.checkVisibility?.({ visibilityProperty: true }) !== false,
  )
}
