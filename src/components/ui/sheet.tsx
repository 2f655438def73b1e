import type { ComponentPropsWithRef } from 'react'
import { cx } from './class-names'
import { DialogContent, ModalContent } from './dialog'
import styles from './dialog.module.css'

interface SheetContentProps extends ComponentPropsWithRef<typeof DialogContent> {
  side?: 'left' | 'right'
}

/** A drawer: a Dialog's content along one edge of the screen (the navigation on a phone, a side panel). */
export function SheetContent({ side = 'right', ...props }: SheetContentProps) {
  return <ModalContent layout={cx(styles.sheet, styles[side])} {...props} />
}
