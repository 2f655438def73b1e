import type { QueryKey } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { disputeMessage, disputeMessageError } from '../../../api/limits'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog'
import { clearDraft, getDraft, setDraft } from '../../../lib/drafts'
import { useRetryAfter } from '../../../lib/use-retry-after'
import { useAcceptCheck } from '../accept-check'
import { ACCEPT_DISPUTE_BUTTON_ID, DISPUTE_TITLE_ID } from '../ids'
import { useAcceptDispute } from '../case-mutations'
import { readServerErrors, type ServerErrors } from '../../../lib/form-errors'
import { CaseAnswerForm } from './case-answer-form'
import { MessageField } from './message-field'
import { toastFailure } from '../../../components/layout/toast-failure'
import { toast } from '../../../components/ui/toast-store'

const CHECK_OUTCOMES = {
  applied: 'Accepted: the server has the dispute as accepted.',
  unknown: 'What the server sends does not show whether the dispute was accepted: neither the case nor the order tells.',
}
/** On a server that cannot show a case, only the order's refund tells, and it is not the server's own word. */
const CHECK_OUTCOMES_FROM_ORDER = {
  ...CHECK_OUTCOMES,
  applied:
    'Most likely accepted: the order now shows a refund. This server cannot show the case itself, so this is read from the order.',
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
  // One optional field: a controlled textarea; its limit is checked as it is typed, the server's errors on failure.
  const [message, setMessage] = useState(() => getDraft(draftKey) ?? '')
  const [failure, setFailure] = useState<ServerErrors | null>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  const messageError = disputeMessageError(message) ?? failure?.fields[0]?.[1] ?? null

  const change = (value: string) => {
    setMessage(value)
    setDraft(draftKey, value)
    // The server's word on the message no longer holds for a changed text.
    setFailure((last) => (last && last.fields.length > 0 ? { ...last, fields: [] } : last))
  }

  const submit = async () => {
    setFailure(null)
    if (disputeMessageError(message)) {
      field.current?.focus()
      return
    }
    sending.current = true
    acceptCheck.start()
    try {
      await accept.mutateAsync({ message: disputeMessage(message) })
      clearDraft(draftKey)
      toast.success('Dispute accepted')
      onAccepted()
    } catch (error) {
      sending.current = false
      // A write that may have been applied is told in the dialog, not as "not accepted".
      if (!acceptCheck.noteFailure(error)) {
        toastFailure('Dispute not accepted', error)
        const errors = readServerErrors(error, ['message'])
        setFailure(errors)
        if (errors.fields.length > 0) field.current?.focus()
        retryAfter.noteFailure(error)
      }
    }
  }

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
        <CaseAnswerForm
          sending={sending}
          onSubmit={submit}
          refused="The dispute was not accepted."
          server={failure}
          check={acceptCheck}
          onApplied={() => clearDraft(draftKey)}
          outcomes={acceptCheck.fromOrder ? CHECK_OUTCOMES_FROM_ORDER : CHECK_OUTCOMES}
          footer={{
            submit: 'Accept dispute',
            variant: 'danger',
            pending: accept.isPending,
            waitSeconds: retryAfter.waitSeconds,
            status: { pending: 'Accepting the dispute…', wait: (seconds) => `You can try again in ${seconds} s.` },
          }}
        >
          <MessageField ref={field} value={message} onChange={change} error={messageError} />
        </CaseAnswerForm>
      </DialogContent>
    </Dialog>
  )
}
