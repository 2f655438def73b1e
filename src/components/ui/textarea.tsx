import type { ComponentPropsWithRef } from 'react'
import { cx } from './class-names'
import styles from './control.module.css'
import { useFieldControl } from './field-context'

export function Textarea({ className, ...props }: ComponentPropsWithRef<'textarea'>) {
  return <textarea className={cx(styles.control, styles.textarea, className)} {...useFieldControl(props)} />
}
