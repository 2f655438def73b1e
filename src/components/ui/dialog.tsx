import xIcon from 'lucide/dist/esm/icons/x.mjs'
import { createContext, use, useId, useRef, useState, type ComponentPropsWithoutRef, type ComponentPropsWithRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { andThen, Part, type AsChildProps } from './as-child'
import { Button } from './button'
import { cx } from './class-names'
import styles from './dialog.module.css'
import { useModal, type ModalFocusEvents } from './use-modal'
import { Icon } from './icon'

interface DialogState {
  open: boolean
  setOpen: (open: boolean) => void
  titleId: string
  descriptionId: string
}

const DialogContext = createContext<DialogState | null>(null)

function useDialog(): DialogState {
  const dialog = use(DialogContext)
  if (!dialog) throw new Error('A dialog part is used outside a Dialog.')
  return dialog
}

interface DialogProps {
  /** Controlled; without it the dialog keeps its own state, opened by a DialogTrigger. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  children: ReactNode
}

/** A modal dialog: the focus is kept inside and given back on closing, Escape closes, the page behind is inert. */
export function Dialog({ open, onOpenChange, children }: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(false)
  const titleId = useId()
  const descriptionId = useId()
  const setOpen = (next: boolean) => {
    setOwnOpen(next)
    onOpenChange?.(next)
  }
  return <DialogContext value={{ open: open ?? ownOpen, setOpen, titleId, descriptionId }}>{children}</DialogContext>
}

export function DialogTrigger({ onClick, ...props }: AsChildProps<'button'>) {
  const { open, setOpen } = useDialog()
  return (
    <Part as="button" type="button" aria-haspopup="dialog" aria-expanded={open} {...props} onClick={andThen(onClick, () => setOpen(true))} />
  )
}

export function DialogClose({ onClick, ...props }: AsChildProps<'button'>) {
  const { setOpen } = useDialog()
  return <Part as="button" type="button" {...props} onClick={andThen(onClick, () => setOpen(false))} />
}

interface ModalContentProps extends ComponentPropsWithoutRef<'div'>, ModalFocusEvents {
  /** The name of the corner close button. */
  closeLabel?: string
  /** No corner close button: the footer has its own way out (Cancel, Stay), which Escape also takes. */
  hideClose?: boolean
}

/** The modal panel over a dimmed page, its place and shape given by `layout` (a dialog's or a sheet's). */
export function ModalContent(props: ModalContentProps & { layout: string | undefined }) {
  return useDialog().open ? <OpenModal {...props} /> : null
}

function OpenModal({
  layout,
  className,
  children,
  closeLabel = 'Close',
  hideClose = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ModalContentProps & { layout: string | undefined }) {
  const { setOpen, titleId, descriptionId } = useDialog()
  const layer = useRef<HTMLDivElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const close = () => setOpen(false)
  useModal(layer, panel, { close, onOpenAutoFocus, onCloseAutoFocus })
  return createPortal(
    <div ref={layer}>
      <div className={styles.overlay} onPointerDown={(event) => (event.button === 0 ? close() : undefined)} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className={cx(styles.panel, layout, className)}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <Button variant="ghost" size="icon" className={styles.close} aria-label={closeLabel} onClick={close}>
            <Icon node={xIcon} />
          </Button>
        )}
      </div>
    </div>,
    document.body,
  )
}

/** A centred dialog. Give it a DialogTitle (and a DialogDescription or aria-describedby={undefined}). */
export function DialogContent(props: ModalContentProps) {
  return <ModalContent layout={styles.dialog} {...props} />
}

export function DialogTitle({ className, ...props }: ComponentPropsWithRef<'h2'>) {
  return <h2 id={useDialog().titleId} className={cx(styles.title, className)} {...props} />
}

export function DialogDescription({ className, ...props }: AsChildProps<'p'>) {
  return <Part as="p" id={useDialog().descriptionId} className={cx(styles.description, className)} {...props} />
}

/** The actions row: the main action last, so it comes last in the reading and tab order. */
export function DialogFooter({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.footer, className)} {...props} />
}
