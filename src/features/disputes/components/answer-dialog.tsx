import type { QueryKey } from '@tanstack/react-query'
import { useRef } from 'react'
import type { DisputeAnswerKind } from '../../../api/dispute-answers'
import { toastFailure } from '../../../components/layout/toast-failure'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog'
import { toast } from '../../../components/ui/toast-store'
import { readServerErrors } from '../../../lib/form-errors'
import { noteResourceWrite, resourceKey, resourceWriteWaitMs } from '../../../lib/resource-writes'
import { useRetryAfter } from '../../../lib/use-retry-after'
import { useAnswerCheck } from '../answer-check'
import { useAnswerDispute } from '../case-mutations'
import { ANSWER_TEXTS as TEXTS } from './answer-texts'
import { CaseAnswerForm } from './case-answer-form'
import { CounterFields } from './counter-fields'
import { EvidenceField } from './evidence-field'
import { MessageField } from './message-field'
import { SERVER_FIELD_NAMES, useAnswerForm, type AnswerField } from './use-answer-form'

interface AnswerDialogProps {
  disputeCaseId: number
  kind: DisputeAnswerKind
  /** Read again after the answer (the order of the case). */
  relatedQueryKeys: readonly QueryKey[]
  onClose: () => void
}

/** Counter or escalate: sent once, refused with the server's words and the text kept, or "may have been sent". */
export function AnswerDialog({ disputeCaseId, kind, relatedQueryKeys, onClose }: AnswerDialogProps) {
  const text = TEXTS[kind]
  const form = useAnswerForm(disputeCaseId, kind)
  const answer = useAnswerDispute(disputeCaseId, kind, relatedQueryKeys)
  const check = useAnswerCheck(disputeCaseId, kind)
  const retryAfter = useRetryAfter()
  const sending = useRef(false)
  const messageRef = useRef<HTMLTextAreaElement>(null)
  const resolutionRef = useRef<HTMLSelectElement>(null)
  const evidenceRef = useRef<HTMLTextAreaElement>(null)
  const focus = (field: AnswerField) =>
    ({ message: messageRef, counter_resolution: resolutionRef, evidence_urls: evidenceRef })[field as string]?.current?.focus()
  const limitKey = resourceKey('case', disputeCaseId)

  const submit = async () => {
    form.setServer(null)
    const invalid = form.firstInvalid()
    if (invalid) return focus(invalid)
    // The marketplace allows 5 writes a minute and 10 an hour to one case: this browser counts its own.
    const waitMs = resourceWriteWaitMs(limitKey)
    if (waitMs > 0) return retryAfter.waitFor(waitMs / 1000)
    sending.current = true
    check.start()
    noteResourceWrite(limitKey)
    try {
      const result = await answer.mutateAsync(form.body)
      form.clear()
      toast.success(result.message ?? text.done)
      onClose()
    } catch (error) {
      sending.current = false
      if (check.noteFailure(error)) return
      toastFailure(text.failed, error)
      const errors = readServerErrors(error, SERVER_FIELD_NAMES)
      form.setServer(errors)
      const first = errors.fields[0]?.[0]
      if (first) focus(first.startsWith('evidence_urls') ? 'evidence_urls' : (first as AnswerField))
      retryAfter.noteFailure(error)
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent hideClose>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>
          {text.description} Case {disputeCaseId}.
        </DialogDescription>
        <CaseAnswerForm
          sending={sending}
          onSubmit={submit}
          refused={text.refused}
          server={form.server}
          check={check}
          onApplied={form.clear}
          outcomes={{ applied: text.applied, unknown: text.unknown }}
          footer={{
            submit: text.submit,
            variant: 'primary',
            pending: answer.isPending,
            waitSeconds: retryAfter.waitSeconds,
            status: {
              pending: text.pending,
              wait: (seconds) => `The marketplace takes at most 5 answers a minute and 10 an hour on one case: you can send again in ${seconds} s.`,
            },
          }}
        >
          <MessageField
            ref={messageRef}
            value={form.values.message}
            onChange={(value) => form.change('message', value)}
            error={form.errorOf('message')}
            hint={text.hint}
            required={kind === 'counter'}
          />
          {kind === 'counter' ? (
            <CounterFields
              resolution={form.values.counter_resolution}
              note={form.values.counter_resolution_note}
              onChange={form.change}
              errorOf={form.errorOf}
              resolutionRef={resolutionRef}
            />
          ) : null}
          <EvidenceField
            ref={evidenceRef}
            value={form.values.evidence_urls}
            count={form.links.length}
            onChange={(value) => form.change('evidence_urls', value)}
            error={form.errorOf('evidence_urls')}
          />
        </CaseAnswerForm>
      </DialogContent>
    </Dialog>
  )
}
