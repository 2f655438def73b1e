import { Spinner } from './spinner'
import styles from './page-loading.module.css'

/** A page's whole content is on its way: a spinner and a polite "Loading…" (or the caller's label). */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <Spinner />
      <span>{label}</span>
    </div>
  )
}
