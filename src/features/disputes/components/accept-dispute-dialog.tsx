import * as Dialog from '@radix-ui/react-dialog'
import { zodResolver } from '@hookform/resolvers/zod'
import type { QueryKey } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod/mini'
import { acceptDisputeSchema } from '../../../api/schemas'
import { RequestId } from '../../../components/ui/request-id'
import { UncertainWrite } from '../../../components/ui/uncertain-write'
import { clearDraft, getDraft, setDraft } from '../../../lib/drafts'
import { codePointLength } from '../../../lib/text'
import { useRetryAfter } from '../../../lib/use-retry-after'
import type { WriteCheckOutcome } from '../../../lib/write-check'
import { useAcceptCheck } from '../accept-check'
import '../disputes.css'
import { ACCEPT_DISPUTE_BUTTON_ID, DISPUTE_TITLE_ID } from '../ids'
import { useAcceptDispute } from '../queries'
import { applyServerErrors } from '../../../lib/form-errors'
import { MessageField } from './message-field'
import { toastFailure } from '../../../components/layout/toast-failure'
import { toast } from '../../../components/ui/toast-store'

type Schema = typeof acceptDisputeSchema

const CHECK_OUTCOMES: Record<WriteCheckOutcome, string> = {
  applied: 'Accepted: the server has the dispute as accepted.',
  'not-applied': 'Not saved: the server does not have it. You can send it again.',
  unknown: 'This server cannot show the dispute case, and the order does not show whether it was accepted.',
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
    acceptCheck.clear()
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
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" onCloseAutoFocus={returnFocus}>
          <Dialog.Title className="dialog__title">Accept dispute</Dialog.Title>
          <Dialog.Description asChild>
            <div>
              <p>Accepting ends the dispute in the buyer’s favour:</p>
              <ul>
                <li>if the buyer asked for a refund, the order is refunded automatically;</li>
                <li>otherwise the case goes to the marketplace, which decides how it is resolved.</li>
              </ul>
              <p>This cannot be undone.</p>
            </div>
          </Dialog.Description>
          <form
            noValidate
            onSubmit={(event) => {
              if (sending.current) event.preventDefault()
              else void form.handleSubmit(submit)(event)
            }}
          >
            <MessageField
              registration={form.register('message', {
                onChange: (event) => setDraft(draftKey, event.target.value),
              })}
              length={codePointLength(message)}
              error={errors.message?.message}
            />
            {rootError ? (
              <div className="alert alert--error" role="alert">
                <strong>The dispute was not accepted.</strong> {rootError.type}: {rootError.message}
                <RequestId id={requestId} />
              </div>
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
            <div className="dialog__actions">
              <Dialog.Close asChild>
                <button type="button" className="button">
                  {accepted ? 'Close' : 'Cancel'}
                </button>
              </Dialog.Close>
              <button
                type="submit"
                className="button button--danger"
                disabled={pending || accepted || retryAfter.waitSeconds > 0}
              >
                Accept dispute
              </button>
            </div>
            <p className="muted" role="status">
              {pending
                ? 'Accepting the dispute…'
                : retryAfter.waitSeconds > 0
                  ? `You can try again in ${retryAfter.waitSeconds} s.`
                  : ''}
            </p>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
