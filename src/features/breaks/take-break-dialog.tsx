import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { BREAK_COMMENT_MAX_LENGTH } from '../../api/limits'
import type { SellerBreakMode } from '../../api/lists'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog'
import { Field } from '../../components/ui/field'
import { FieldError } from '../../components/ui/field-error'
import { Textarea } from '../../components/ui/textarea'
import { toast } from '../../components/ui/toast-store'
import { UncertainWrite } from '../../components/ui/uncertain-write'
import { useWriteCheck } from '../../lib/write-check'
import { BreakDialogFooter, BreakRefusal } from './dialog-parts'

// One chunk for both dialogs, whichever opens first: their parts are not shared with other screens.
export { EndBreakDialog } from './end-break-dialog'
import styles from './breaks.module.css'
import { BREAK_MODES, breakCommentError } from '../../api/seller-break-modes'
import { useStartBreak } from './mutations'
import { breakQueries } from './queries'

/**
 * "Take a break": the mode in words and an optional comment, then one POST. A refusal keeps what was chosen and
 * typed; an answer that never came is checked by reading whether a break is on, never by sending again.
 */
export function TakeBreakDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient()
  const start = useStartBreak()
  const [mode, setMode] = useState<SellerBreakMode | null>(null)
  const [comment, setComment] = useState('')
  const [errors, setErrors] = useState<{ mode?: string; comment?: string }>({})
  const [failure, setFailure] = useState<unknown>(null)
  const sending = useRef(false)
  const check = useWriteCheck(async () => {
    const current = await queryClient.fetchQuery({ ...breakQueries.current(), staleTime: 0 })
    return current ? 'applied' : 'not-applied'
  })
  const unsettled = check.state !== null && check.state.kind !== 'checked'

  const submit = async () => {
    if (sending.current || unsettled) return
    const found = { mode: mode ? undefined : 'Choose how the shop runs during the break.', comment: breakCommentError(comment) ?? undefined }
    setErrors(found)
    if (!mode || found.comment) return
    sending.current = true
    setFailure(null)
    check.clear()
    try {
      await start.mutateAsync({ mode, comment })
      toast.success('Your break has started')
      onClose()
    } catch (error) {
      if (!check.noteFailure(error)) setFailure(error)
    } finally {
      sending.current = false
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>Take a break</DialogTitle>
        <DialogDescription>While you are away, the marketplace runs your shop the way you choose here.</DialogDescription>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <fieldset className={styles.modes} aria-describedby={errors.mode ? 'break-mode-error' : undefined}>
            <legend>During the break</legend>
            {BREAK_MODES.map((entry) => (
              <label key={entry.mode} className={styles.mode}>
                <input type="radio" name="mode" value={entry.mode} checked={mode === entry.mode} onChange={() => setMode(entry.mode)} />
                <span>{entry.label}</span>
                <small>{entry.hint}</small>
              </label>
            ))}
            <FieldError id="break-mode" error={errors.mode} />
          </fieldset>
          <Field label="Comment (optional)" error={errors.comment} counter={{ value: comment, max: BREAK_COMMENT_MAX_LENGTH }}>
            <Textarea
              rows={3}
              name="comment"
              value={comment}
              onChange={(event) => {
                setComment(event.target.value)
                if (errors.comment) setErrors({ ...errors, comment: breakCommentError(event.target.value) ?? undefined })
              }}
            />
          </Field>
          {failure ? <BreakRefusal error={failure} heading="The break did not start." site="start a break" /> : null}
          {check.state ? (
            <UncertainWrite
              title="The break may have been started."
              state={check.state}
              onCheck={() => void check.runCheck()}
              outcomes={{ applied: 'Started: the marketplace shows your break.', unknown: 'It is not known whether the break started.' }}
            />
          ) : null}
          <BreakDialogFooter submit="Start the break" pending={start.isPending} held={unsettled} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
