import { useId, type ReactNode } from 'react'
import { codePointLength } from '../../lib/text'
import { cx } from './class-names'
import { FieldContext } from './field-context'
import styles from './field.module.css'

interface FieldProps {
  label: ReactNode
  hint?: ReactNode
  /** A message for this field; the control is then aria-invalid and described by it. */
  error?: ReactNode
  /** Shows "N / max" under the control, N counted in Unicode code points as the server counts them. */
  counter?: { value: string; max: number }
  /** The control's id when the caller needs it; one is made otherwise. */
  id?: string
  className?: string
  /** Beside the label, e.g. a "Reveal" toggle. */
  action?: ReactNode
  /** No control is on the page yet (a secret still masked): the label is plain text, labelling nothing. */
  noControl?: boolean
  /** One control: Input, Textarea, Select (or any control reading the field context). */
  children: ReactNode
}

/** A label, the control, its hint, its error and an optional character counter, wired for assistive technology. */
export function Field({ label, hint, error, counter, id, className, action, noControl = false, children }: FieldProps) {
  const madeId = useId()
  const controlId = id ?? madeId
  const errorId = `${controlId}-error`
  const hintId = `${controlId}-hint`
  const counterId = `${controlId}-counter`
  const invalid = error !== undefined && error !== null && error !== false && error !== ''
  const describedBy = [invalid && errorId, hint && hintId, counter && counterId].filter(Boolean).join(' ')
  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={noControl ? undefined : controlId} action={action}>
        {label}
      </FieldLabel>
      <FieldContext value={{ id: controlId, describedBy: describedBy || undefined, invalid }}>{children}</FieldContext>
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {counter ? <Counter id={counterId} {...counter} /> : null}
    </div>
  )
}

function FieldLabel({ htmlFor, action, children }: { htmlFor?: string; action?: ReactNode; children: ReactNode }) {
  const text = htmlFor ? (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
    </label>
  ) : (
    <span className={styles.label}>{children}</span>
  )
  if (!action) return text
  return (
    <div className={styles.top}>
      {text}
      {action}
    </div>
  )
}

function Counter({ id, value, max }: { id: string; value: string; max: number }) {
  const count = codePointLength(value)
  const over = count - max
  return (
    <p id={id} className={cx(styles.counter, over > 0 && styles.over)}>
      {count} / {max} <span className="visually-hidden">characters</span>
      {over > 0 ? ` (${over} too many)` : null}
    </p>
  )
}
