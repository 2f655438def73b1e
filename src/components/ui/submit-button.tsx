import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from './button'
import { Spinner } from './spinner'

interface SubmitButtonProps {
  children: ReactNode
  /** The form is being sent: the button says so and cannot send it twice. */
  pending?: boolean
  pendingLabel?: string
  /** Seconds left before sending again makes sense (a 429's Retry-After); above 0 the button waits. */
  waitSeconds?: number
  disabled?: boolean
  variant?: ButtonVariant
  className?: string
  /**
   * The label never changes (the button is found by it); the pending and the wait are then said by a status line
   * beside it, as FormFooter does.
   */
  steadyLabel?: boolean
  /** The form it submits, when it sits outside it (a dialog's footer). */
  form?: string
}

export function SubmitButton({
  children,
  pending = false,
  pendingLabel = 'Saving…',
  waitSeconds = 0,
  disabled = false,
  variant = 'primary',
  className,
  form,
  steadyLabel = false,
}: SubmitButtonProps) {
  const waiting = waitSeconds > 0
  return (
    <Button type="submit" variant={variant} className={className} form={form} disabled={disabled || pending || waiting}>
      {pending ? <Spinner /> : null}
      {steadyLabel
        ? children
        : pending
          ? pendingLabel
          : waiting
            ? `Try again in ${Math.ceil(waitSeconds)} s`
            : children}
    </Button>
  )
}
