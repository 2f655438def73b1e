import type { ComponentPropsWithRef } from 'react'
import { cx } from './class-names'
import styles from './control.module.css'
import { useFieldControl } from './field-context'

/** The native select: the platform's own list, keyboard and screen reader support, on every device. */
export function Select({ className, ...props }: ComponentPropsWithRef<'select'>) {
  return <select className={cx(styles.control, styles.select, className)} {...useFieldControl(props)} />
}
