import { useRef } from 'react'

/**
 * For a dialog opened by a shortcut or from elsewhere (no DialogTrigger): the focus goes back to where it was
 * when the dialog opened, if that element is still on the page.
 */
export function useReturnFocus() {
  const previous = useRef<Element | null>(null)
  return {
    onOpenAutoFocus: () => {
      previous.current = document.activeElement
    },
    onCloseAutoFocus: (event: Event) => {
      const element = previous.current
      if (element instanceof HTMLElement && element.isConnected && element !== document.body) {
        event.preventDefault()
        element.focus()
      }
    },
  }
}
