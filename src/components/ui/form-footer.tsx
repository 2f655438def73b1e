import type { ReactNode } from 'react'
import type { ButtonVariant } from './button'
import { cx } from './class-names'
import styles from './form-footer.module.css'
import { SubmitButton } from './submit-button'

interface FormFooterProps {
  /** The submit button's label; it stays the same while sending and waiting. */
  submit: string
  variant?: ButtonVariant
  /** Sending: the button spins and is disabled, the status says `status.pending`. */
  pending: boolean
  /** Seconds before sending again makes sense (a 429's Retry-After). */
  waitSeconds: number
  /** Disabled for another reason (nothing changed, already done). */
  disabled?: boolean
  status: {
    pending: string
    wait: (seconds: number) => string
    /** What the status says otherwise ("Unsaved changes"), or nothing. */
    idle?: string
  }
  /** `end` in a dialog's footer, `start` under a form in the page. */
  align?: 'start' | 'end'
  /** Other actions before the submit button, e.g. a dialog's Cancel. */
  children?: ReactNode
}

/** A form's last row: its actions (the submit button last) and a polite status line about sending. */
export function FormFooter({
  submit,
  variant,
  pending,
  waitSeconds,
  disabled = false,
  status,
  align = 'start',
  children,
}: FormFooterProps) {
  const text = pending ? status.pending : waitSeconds > 0 ? status.wait(waitSeconds) : (status.idle ?? '')
  return (
    <div className={cx(styles.footer, styles[align])}>
      <div className={styles.actions}>
        {children}
        <SubmitButton steadyLabel variant={variant} pending={pending} waitSeconds={waitSeconds} disabled={disabled}>
          {submit}
        </SubmitButton>
      </div>
      <p role="status" className={styles.status}>
        {text}
      </p>
    </div>
  )
}
