import LoaderCircle from 'lucide-react/icons/loader-circle'
import { cx } from './class-names'
import styles from './spinner.module.css'

/** A turning circle beside a text that says what is happening; decorative, so hidden from assistive technology. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cx(styles.spinner, className)} />
}
