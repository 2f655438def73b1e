import type { ComponentPropsWithRef } from 'react'
import { cx } from './class-names'
import styles from './control.module.css'
import { useFieldControl } from './field-context'

/** A text input; inside a Field it is labelled, described and marked invalid by it. */
export function Input({ className, ...props }: ComponentPropsWithRef<'input'>) {
  return <input className={cx(styles.control, className)} {...useFieldControl(props)} />
}
