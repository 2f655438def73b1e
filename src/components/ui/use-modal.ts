import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { lockScroll, makeOthersInert, openModals, tabbables } from './modal-page'

export interface ModalFocusEvents {
  /** Called before the focus moves in; preventDefault() keeps it where the caller put it. */
  onOpenAutoFocus?: (event: Event) => void
  /** Called after closing, before the focus goes back to where it was; preventDefault() leaves it to the caller. */
  onCloseAutoFocus?: (event: Event) => void
}

interface ModalOptions extends ModalFocusEvents {
  close: () => void
}

/** Focus on opening: what has it already (autoFocus), else the first control that is not a link, else the panel. */
function focusInside(panel: HTMLElement) {
  if (panel.contains(document.activeElement)) return
  const first = tabbables(panel).find((element) => element.tagName !== 'A') ?? panel
  first.focus()
  if (first instanceof HTMLInputElement) first.select()
}

/** Keeps Tab and Shift+Tab inside the panel, going round at either end. */
function wrapTab(event: KeyboardEvent, panel: HTMLElement) {
  const controls = tabbables(panel)
  const active = document.activeElement
  const outside = !panel.contains(active)
  const atStart = outside || active === panel || active === controls[0]
  const atEnd = outside || active === controls.at(-1)
  const target = controls.length === 0 ? panel : event.shiftKey ? atStart && controls.at(-1) : atEnd && controls[0]
  if (!target) return
  event.preventDefault()
  target.focus()
}

/**
 * The behaviour of an open modal whose `layer` (a child of body holding the overlay and the `panel`) is mounted:
 * the page behind inert and still, the focus inside and kept there, Escape closing the topmost modal, and on
 * closing the focus back where it was before opening.
 */
export function useModal(layer: RefObject<HTMLElement | null>, panel: RefObject<HTMLElement | null>, options: ModalOptions) {
  const [returnTo] = useState(() => document.activeElement)
  const latest = useRef(options)
  useLayoutEffect(() => {
    latest.current = options
  })

  useEffect(() => {
    const layerElement = layer.current
    const panelElement = panel.current
    if (!layerElement || !panelElement) return
    openModals.push(panelElement)
    const restoreInert = makeOthersInert(layerElement)
    const unlockScroll = lockScroll()
    if (!panelElement.contains(document.activeElement)) {
      const event = new Event('openautofocus', { cancelable: true })
      latest.current.onOpenAutoFocus?.(event)
      if (!event.defaultPrevented) focusInside(panelElement)
    }

    const focused = document.activeElement
    let lastFocused = focused instanceof HTMLElement && panelElement.contains(focused) ? focused : panelElement
    const isTop = () => openModals.at(-1) === panelElement
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop() || event.defaultPrevented) return
      if (event.key === 'Tab') wrapTab(event, panelElement)
      else if (event.key === 'Escape' && !event.isComposing) {
        event.preventDefault()
        latest.current.close()
      }
    }
    // Focus sent outside by script, or by a browser that does not know `inert`, comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTop() || !(event.target instanceof HTMLElement)) return
      if (panelElement.contains(event.target)) lastFocused = event.target
      else lastFocused.focus()
    }
    document.addEventListener('keydown', onKeyDown, true)
    document.addEventListener('focusin', onFocusIn)

    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      document.removeEventListener('focusin', onFocusIn)
      openModals.splice(openModals.indexOf(panelElement), 1)
      restoreInert()
      unlockScroll()
      // After the closing render, so a screen that replaces the dialog (a route left) has drawn what takes the focus.
      setTimeout(() => {
        // React's strict mode mounts effects twice: the same panel, still on the page, is open again.
        if (panelElement.isConnected) return
        const event = new Event('closeautofocus', { cancelable: true })
        latest.current.onCloseAutoFocus?.(event)
        if (!event.defaultPrevented && returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus()
      })
    }
  }, [layer, panel, returnTo])
}
