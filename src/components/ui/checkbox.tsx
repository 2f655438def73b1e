import type { ComponentPropsWithRef, ReactNode } from 'react'
import { cx } from './class-names'
import styles from './checkbox.module.css'
import { useFieldControl } from './field-context'

interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The visible name beside the box; the whole line is the target. */
  label: ReactNode
}

export function Checkbox({ label, className, ...props }: CheckboxProps) {
  return (
    <label className={cx(styles.checkbox, className)}>
      <input type="checkbox" className={styles.box} {...useFieldControl(props)} />
      <span>{label}</span>
    </label>
  )
}
