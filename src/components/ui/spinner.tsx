import { cx } from './class-names'
import styles from './spinner.module.css'

/**
 * A turning ring beside a text that says what is happening; decorative, so hidden from assistive technology.
 * Pure CSS, so a loading screen loads no icon code.
 */
export function Spinner({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx(styles.spinner, className)} />
}
