import type { ComponentPropsWithRef } from 'react'
import { cx } from './class-names'
import styles from './control.module.css'
import { useFieldControl } from './field-context'

export function Input({ className, ...props }: ComponentPropsWithRef<'input'>) {
  return <input className={cx(styles.control, className)} {...useFieldControl(props)} />
}

export function Textarea({ className, ...props }: ComponentPropsWithRef<'textarea'>) {
  return <textarea className={cx(styles.control, styles.textarea, className)} {...useFieldControl(props)} />
}

/** The native select: the platform's own list, keyboard and screen reader support, on every device. */
export function Select({ className, ...props }: ComponentPropsWithRef<'select'>) {
  return <select className={cx(styles.control, styles.select, className)} {...useFieldControl(props)} />
}
