import type { ComponentPropsWithRef, ReactNode } from 'react'
import { cx } from './class-names'
import styles from './key-values.module.css'

interface KeyValuesProps extends ComponentPropsWithRef<'dl'> {
  /**
   * `columns` (default): labels in a column beside the values, stacked on a phone. `nested`: a map inside a value,
   * set off by a rule. `inline`: "Label value" on one line each, for short facts in a timeline.
   */
  layout?: 'columns' | 'nested' | 'inline'
}

/**
 * A definition list of facts: `<KeyValues><KeyValue label="Game">Valorant</KeyValue></KeyValues>`.
 * Screen readers announce it as a list of terms and their details.
 */
export function KeyValues({ layout = 'columns', className, ...props }: KeyValuesProps) {
  return <dl className={cx(styles.list, styles[layout], className)} {...props} />
}

interface KeyValueProps {
  label: ReactNode
  children: ReactNode
  className?: string
}

export function KeyValue({ label, children, className }: KeyValueProps) {
  return (
    <div className={cx(styles.row, className)}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  )
}
