import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import { useState } from 'react'
import { useRetryAfter } from '../../lib/use-retry-after'
import { useWriteCheck, type WriteCheckOutcome } from '../../lib/write-check'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { SectionCard } from '../ui/section-card'
import { toast } from '../ui/toast-store'
import { UncertainWrite } from '../ui/uncertain-write'
import { WriteRefusal } from '../ui/write-refusal'

interface MarkCompletedProps<R extends { message: string | null }> {
  orderId: number
  /** The order's status says it is done: nothing to send. */
  completed: boolean
  /** What the seller delivers in the game: "the currency", "the items". */
  goods: string
  /** The one POST, never retried, with what it does to the cache and the activity log. */
  mutation: UseMutationOptions<R, Error, void>
  /** After an answer that never came: the order read back says whether it is completed. */
  check: () => Promise<WriteCheckOutcome>
}

/** "Mark completed" behind a confirmation: one POST; then the order's new status, or the server's refusal. */
export function MarkCompleted<R extends { message: string | null }>({ orderId, completed, goods, mutation, check }: MarkCompletedProps<R>) {
  const [confirming, setConfirming] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const retryAfter = useRetryAfter()
  const complete = useMutation(mutation)
  const writeCheck = useWriteCheck(check)

  const run = async () => {
    if (complete.isPending) return
    setFailure(null)
    writeCheck.clear()
    try {
      const result = await complete.mutateAsync()
      setMessage(result.message)
      toast.success('Order marked completed')
    } catch (error) {
      if (!writeCheck.noteFailure(error)) {
        setFailure(error)
        retryAfter.noteFailure(error)
      }
    } finally {
      setConfirming(false)
    }
  }

  // Sent and not settled by "Check now": another POST could complete it twice.
  const unsettled = writeCheck.state !== null && writeCheck.state.kind !== 'checked'
  return (
    <SectionCard title="Delivery">
      <p>Once {goods} {goods.endsWith('s') ? 'are' : 'is'} delivered in the game, mark the order completed: the buyer is told automatically.</p>
      <Button
        variant="primary"
        onClick={() => setConfirming(true)}
        disabled={completed || complete.isPending || unsettled || retryAfter.waitSeconds > 0}
      >
        Mark completed
      </Button>
      <p role="status">{complete.isPending ? 'Sending…' : completed ? 'This order is completed.' : ''}</p>
      {message ? <Alert tone="success">{message}</Alert> : null}
      {failure ? (
        <WriteRefusal error={failure} heading="The order was not marked completed." what="The order" />
      ) : null}
      {writeCheck.state ? (
        <UncertainWrite
          title="Mark completed may have been sent."
          state={writeCheck.state}
          onCheck={() => void writeCheck.runCheck()}
          outcomes={{ applied: 'Completed: the server shows the order as completed.', unknown: 'The order’s status does not tell whether it was completed.' }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Mark order ${orderId} completed?`}
        confirm="Mark completed"
        pending={complete.isPending}
        onConfirm={() => void run()}
      >
        Only once the buyer has {goods} in the game. The buyer is told the order is delivered; this cannot be undone here.
      </ConfirmDialog>
    </SectionCard>
  )
}
