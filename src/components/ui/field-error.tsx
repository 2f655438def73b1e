import styles from './field.module.css'

/** The message under a hand-built field, named `<id>-error` for the control's aria-describedby; nothing without one. */
export function FieldError({ id, error }: { id: string; error: string | undefined | null }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  ) : null
}
