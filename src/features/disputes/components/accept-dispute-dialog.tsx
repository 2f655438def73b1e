import { zodResolver } from '@hookform/resolvers/zod'
import type { QueryKey } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod/mini'
import { acceptDisputeSchema } from '../../../api/schemas'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog'
import { FormFooter } from '../../../components/ui/form-footer'
import { RequestId } from '../../../components/ui/request-id'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import { clearDraft, getDraft, setDraft } from '../../../lib/drafts'
import { useRetryAfter } from '../../../lib/use-retry-after'
import { useAcceptCheck } from '../accept-check'
import styles from '../disputes.module.css'
import { ACCEPT_DISPUTE_BUTTON_ID, DISPUTE_TITLE_ID } from '../ids'
import { useAcceptDispute } from '../queries'
import { applyServerErrors } from '../../../lib/form-errors'
import { MessageField } from './message-field'
import { toastFailure } from '../../../components/layout/toast-failure'
import { toast } from '../../../components/ui/toast-store'

type Schema = typeof acceptDisputeSchema

const CHECK_OUTCOMES = {
  applied: 'Accepted: the server has the dispute as accepted.',
  unknown: 'What the server sends does not show whether the dispute was accepted: neither the case nor the order tells.',
}

interface AcceptDisputeDialogProps {
  disputeCaseId: number
  /** Refetched after accepting: the order, which may now be refunded. */
  relatedQueryKeys: readonly QueryKey[]
  onClose: () => void
  onAccepted: () => void
}

/** Focus goes back to the button that opened the dialog, or to the dispute once that button is gone. */
function returnFocus(event: Event) {
  event.preventDefault()
  const target = document.getElementById(ACCEPT_DISPUTE_BUTTON_ID) ?? document.getElementById(DISPUTE_TITLE_ID)
  target?.focus()
}

export function AcceptDisputeDialog({ disputeCaseId, relatedQueryKeys, onClose, onAccepted }: AcceptDisputeDialogProps) {
  // The unsent message survives closing the dialog by mistake and signing in again after a 401.
  const draftKey = `dispute-message:${disputeCaseId}`
  const accept = useAcceptDispute(disputeCaseId, relatedQueryKeys)
  const sending = useRef(false)
  const retryAfter = useRetryAfter()
  const acceptCheck = useAcceptCheck(disputeCaseId, relatedQueryKeys)
  const accepted = acceptCheck.state?.kind === 'checked' && acceptCheck.state.outcome === 'applied'
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(acceptDisputeSchema),
    defaultValues: { message: getDraft(draftKey) ?? '' },
    mode: 'onChange',
  })
  const message = useWatch({ control: form.control, name: 'message' }) ?? ''
  const { errors, isSubmitting } = form.formState
  const pending = isSubmitting || accept.isPending

  const submit = async (values: z.output<Schema>) => {
    if (sending.current) return
    sending.current = true
    acceptCheck.start()
    try {
      await accept.mutateAsync(values)
      clearDraft(draftKey)
      toast.success('Dispute accepted')
      onAccepted()
    } catch (error) {
      sending.current = false
      // A write that may have been applied is told in the dialog, not as "not accepted".
      if (!acceptCheck.noteFailure(error)) {
        toastFailure('Dispute not accepted', error)
        applyServerErrors(form, error)
        retryAfter.noteFailure(error)
      }
    }
  }

  const rootError = errors.root?.serverError
  const requestId = errors.root?.requestId?.message
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent onCloseAutoFocus={returnFocus} hideClose>
        <DialogTitle>Accept dispute</DialogTitle>
        <DialogDescription asChild>
          <div>
            <p>Accepting ends the dispute in the buyer’s favour:</p>
            <ul>
              <li>if the buyer asked for a refund, the order is refunded automatically;</li>
              <li>otherwise the case goes to the marketplace, which decides how it is resolved.</li>
            </ul>
            <p>This cannot be undone.</p>
          </div>
        </DialogDescription>
        <form
          noValidate
          className={styles.section}
          onSubmit={(event) => {
            if (sending.current) event.preventDefault()
            else void form.handleSubmit(submit)(event)
          }}
        >
          <MessageField
            registration={form.register('message', {
              onChange: (event) => setDraft(draftKey, event.target.value),
            })}
            value={message}
            error={errors.message?.message}
          />
          {rootError ? (
            <Alert tone="error" role="alert" title="The dispute was not accepted.">
              <p>
                {rootError.type}: {rootError.message}
              </p>
              <RequestId id={requestId} />
            </Alert>
          ) : (
            <RequestId id={requestId} />
          )}
          {acceptCheck.state ? (
            <UncertainWrite
              state={acceptCheck.state}
              onCheck={() =>
                void acceptCheck.runCheck().then((outcome) => (outcome === 'applied' ? clearDraft(draftKey) : undefined))
              }
              outcomes={CHECK_OUTCOMES}
            />
          ) : null}
          <FormFooter
            submit="Accept dispute"
            variant="danger"
            align="end"
            pending={pending}
            waitSeconds={retryAfter.waitSeconds}
            disabled={accepted}
            status={{ pending: 'Accepting the dispute…', wait: (seconds) => `You can try again in ${seconds} s.` }}
          >
            <DialogClose asChild>
              <Button>{accepted ? 'Close' : 'Cancel'}</Button>
            </DialogClose>
          </FormFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
