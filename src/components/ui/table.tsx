import type { ComponentPropsWithRef } from 'react'
import { cx } from './class-names'
import styles from './table.module.css'

interface TableProps extends ComponentPropsWithRef<'table'> {
  /**
   * Names the scrolling container, which then takes the focus so keyboard users can scroll it
   * (needed when no cell holds a control).
   */
  scrollLabel?: string
  containerClassName?: string
}

/** A compact table that scrolls inside its own container (both ways), its header row staying in view. */
export function Table({ scrollLabel, containerClassName, className, ...props }: TableProps) {
  return (
    <div
      className={cx(styles.container, containerClassName)}
      {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}
    >
      <table className={cx(styles.table, className)} {...props} />
    </div>
  )
}

export function TableHeader(props: ComponentPropsWithRef<'thead'>) {
  return <thead {...props} />
}

export function TableBody(props: ComponentPropsWithRef<'tbody'>) {
  return <tbody {...props} />
}

export function TableRow(props: ComponentPropsWithRef<'tr'>) {
  return <tr {...props} />
}

interface CellStyle {
  /** Right-aligned, with tabular figures, so digits line up. */
  numeric?: boolean
}

export function TableHead({ numeric, className, scope = 'col', ...props }: ComponentPropsWithRef<'th'> & CellStyle) {
  return <th scope={scope} className={cx(numeric && styles.numeric, className)} {...props} />
}

export function TableCell({ numeric, className, ...props }: ComponentPropsWithRef<'td'> & CellStyle) {
  return <td className={cx(numeric && styles.numeric, className)} {...props} />
}
