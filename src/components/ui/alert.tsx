import type { ComponentPropsWithRef, ReactNode } from 'react'
import { cx } from './class-names'
import styles from './alert.module.css'
import tones from './tone.module.css'

export type AlertTone = 'info' | 'warning' | 'error' | 'success'

interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  tone?: AlertTone
  /** A bold first line: "Saved, with a warning". */
  title?: ReactNode
}

/**
 * A message block in a tone, in the page's flow. It has no role of its own: pass `role="alert"` for something the
 * seller must hear now, `role="status"` for news that may wait, or nothing for text that was there from the start.
 * `data-tone` carries the tone for tests and styles.
 *
 *   <Alert tone="warning" role="status" title="Saved, with a warning">{message}</Alert>
 */
export function Alert({ tone = 'info', title, className, children, ...props }: AlertProps) {
  return (
    <div data-tone={tone} className={cx(styles.alert, tones[tone === 'error' ? 'danger' : tone], className)} {...props}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children}
    </div>
  )
}
