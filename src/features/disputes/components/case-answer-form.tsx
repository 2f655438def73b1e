import type { ComponentProps, ReactNode, RefObject } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { DialogClose } from '../../../components/ui/dialog'
import { FormFooter } from '../../../components/ui/form-footer'
import { RequestId } from '../../../components/ui/request-id'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import type { ServerErrors } from '../../../lib/form-errors'
import type { WriteCheckOutcome, WriteCheckState } from '../../../lib/write-check'
import styles from '../disputes.module.css'

interface CaseAnswerFormProps {
  /** True from sending on (false again after a failure): a second submit meanwhile sends nothing. */
  sending: RefObject<boolean>
  onSubmit: () => Promise<void>
  /** The answer's own fields. */
  children: ReactNode
  /** The alert's title when the server refused the answer. */
  refused: string
  server: Pick<ServerErrors, 'refusal' | 'requestId'> | null | undefined
  /** "Check now" after an answer of unknown outcome. */
  check: { state: WriteCheckState | null; runCheck: () => Promise<WriteCheckOutcome | null> }
  /** The check found the answer applied: what was typed is no longer needed. */
  onApplied: () => void
  outcomes: ComponentProps<typeof UncertainWrite>['outcomes']
  footer: Pick<ComponentProps<typeof FormFooter>, 'submit' | 'variant' | 'pending' | 'waitSeconds' | 'status'>
}

/**
 * The form of a seller's answer to a case (accept, counter, escalate) inside its dialog: sent once, refused with
 * the server's words beside the action, or "may have been sent" with "Check now"; Close once it is known applied.
 */
export function CaseAnswerForm({ sending, onSubmit, children, refused, server, check, onApplied, outcomes, footer }: CaseAnswerFormProps) {
  const applied = check.state?.kind === 'checked' && check.state.outcome === 'applied'
  const refusal = server?.refusal
  return (
    <form
      noValidate
      className={styles.section}
      onSubmit={(event) => {
        event.preventDefault()
        if (!sending.current) void onSubmit()
      }}
    >
      {children}
      {refusal ? (
        <Alert tone="error" role="alert" title={refused}>
          <p>
            {refusal.title}: {refusal.message}
          </p>
          <RequestId id={server?.requestId} />
        </Alert>
      ) : (
        <RequestId id={server?.requestId} />
      )}
      {check.state ? (
        <UncertainWrite
          state={check.state}
          onCheck={() => void check.runCheck().then((outcome) => (outcome === 'applied' ? onApplied() : undefined))}
          outcomes={outcomes}
        />
      ) : null}
      <FormFooter {...footer} align="end" disabled={applied}>
        <DialogClose asChild>
          <Button>{applied ? 'Close' : 'Cancel'}</Button>
        </DialogClose>
      </FormFooter>
    </form>
  )
}
