import type { ComponentPropsWithRef } from 'react'
import { cx } from './class-names'
import styles from './kbd.module.css'

/** A key to press: <Kbd>Ctrl</Kbd> <Kbd>K</Kbd>. */
export function Kbd({ className, ...props }: ComponentPropsWithRef<'kbd'>) {
  return <kbd className={cx(styles.kbd, className)} {...props} />
}
