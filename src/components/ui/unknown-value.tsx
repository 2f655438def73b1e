import styles from './unknown-value.module.css'
import { Skeleton } from './skeleton'
import { Muted } from './text'

/**
 * A value that cannot be known here (a read failed, the server does not send it): "—", with why as its title and,
 * for a screen reader, in words. Never a zero, a "none" or a "no" the server did not say.
 */
export function UnknownValue({ why }: { why: string }) {
  return (
    <Muted title={why}>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Not known: {why}</span>
    </Muted>
  )
}

/** A value on its way: a short placeholder, and its label in words for a screen reader. */
export function PendingValue({ label }: { label: string }) {
  return (
    <>
      <Skeleton className={styles.pending} />
      <span className="visually-hidden">{label}</span>
    </>
  )
}
