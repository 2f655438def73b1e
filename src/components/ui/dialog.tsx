import * as Primitive from '@radix-ui/react-dialog'
import X from 'lucide-react/icons/x'
import type { ComponentPropsWithRef } from 'react'
import { Button } from './button'
import { cx } from './class-names'
import styles from './dialog.module.css'

// Radix gives the focus trap, Escape, the focus's return to the trigger and aria-modal; we give the look.
export const Dialog = Primitive.Root
export const DialogTrigger = Primitive.Trigger
export const DialogClose = Primitive.Close

interface ModalContentProps extends ComponentPropsWithRef<typeof Primitive.Content> {
  /** The name of the corner close button. */
  closeLabel?: string
  /** No corner close button: the footer has its own way out (Cancel, Stay), which Escape also takes. */
  hideClose?: boolean
}

/** The modal panel over a dimmed page, its place and shape given by `layout` (a dialog's or a sheet's). */
export function ModalContent({
  layout,
  className,
  children,
  closeLabel = 'Close',
  hideClose = false,
  ...props
}: ModalContentProps & { layout: string | undefined }) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className={styles.overlay} />
      <Primitive.Content className={cx(styles.panel, layout, className)} {...props}>
        {children}
        {hideClose ? null : (
          <Primitive.Close asChild>
            <Button variant="ghost" size="icon" className={styles.close} aria-label={closeLabel}>
              <X aria-hidden="true" />
            </Button>
          </Primitive.Close>
        )}
      </Primitive.Content>
    </Primitive.Portal>
  )
}

/** A centred dialog. Give it a DialogTitle (and a DialogDescription or aria-describedby={undefined}). */
export function DialogContent(props: ModalContentProps) {
  return <ModalContent layout={styles.dialog} {...props} />
}

export function DialogTitle({ className, ...props }: ComponentPropsWithRef<typeof Primitive.Title>) {
  return <Primitive.Title className={cx(styles.title, className)} {...props} />
}

export function DialogDescription({ className, ...props }: ComponentPropsWithRef<typeof Primitive.Description>) {
  return <Primitive.Description className={cx(styles.description, className)} {...props} />
}

/** The actions row: the main action last, so it comes last in the reading and tab order. */
export function DialogFooter({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.footer, className)} {...props} />
}
