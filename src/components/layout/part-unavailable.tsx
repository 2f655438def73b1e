import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { Button } from '../ui/button'
import { cx } from '../ui/class-names'
import dialogStyles from '../ui/dialog.module.css'
import styles from './part-unavailable.module.css'

interface PartUnavailableProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Shown in place of a dialog whose code could not be downloaded (offline, or a new version was published).
 * It is the browser's own modal `<dialog>`, not the app's dialog primitive: the dialog code is exactly what may
 * not arrive, and keeping it out of the shell keeps it out of every first visit. The page behind is inert; the focus
 * stays on the one button, Escape closes, and the focus goes back to where it was.
 */
export function PartUnavailable({ open, onOpenChange }: PartUnavailableProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!open || !element) return
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // jsdom has no showModal: there the dialog is only shown.
    if (typeof element.showModal === 'function') element.showModal()
    else element.setAttribute('open', '')
    element.querySelector('button')?.focus()
    return () => {
      if (typeof element.close === 'function') element.close()
      else element.removeAttribute('open')
      returnTo?.focus()
    }
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onOpenChange(false)
    } else if (event.key === 'Tab') {
      // One button: the focus stays on it rather than leaving for the browser's own controls.
      event.preventDefault()
    }
  }

  // Closed, a <dialog> is not shown and not in the accessibility tree.
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cx(dialogStyles.panel, dialogStyles.dialog, styles.native)}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault()
        onOpenChange(false)
      }}
    >
      <h2 id={titleId} className={dialogStyles.title}>
        This part could not be loaded
      </h2>
      <p id={descriptionId} className={dialogStyles.description}>
        Part of the dashboard could not be downloaded: the connection dropped, or a new version was just published.
        Check your connection, then reload the page.
      </p>
      <div className={dialogStyles.footer}>
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    </dialog>
  )
}
